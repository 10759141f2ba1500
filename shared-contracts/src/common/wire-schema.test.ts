import type { z } from 'zod';
import { errorTexts } from './errors.ts';
import {
  flag,
  freeText,
  isAllowedText,
  lineText,
  multilineText,
  withoutHiddenCharacters,
} from './wire-schema.ts';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

// The world's text: accents, right-to-left scripts, CJK, emoji (with joiners and modifiers).
const worldText = [
  'Zoë Ångström-Núñez',
  'Łódź, Kraków',
  'محمد علي',
  'שלום עולם',
  '東京会議 第二回',
  '회의록',
  '👩🏽‍💻 Board meeting 🎤',
  'Straße №5 — “quoted” ½',
];
// Each hidden in otherwise fine text.
const hostile = {
  NUL: '\u0000',
  bell: '\u0007',
  escape: '\u001b',
  DEL: '\u007f',
  'C1 control': '\u0085',
  'right-to-left override': '\u202e',
  'left-to-right embedding': '\u202a',
  'first strong isolate': '\u2068',
  'non-character': '\uffff',
  'lone high surrogate': '\ud800',
  'lone low surrogate': '\udc00',
};

describe('isAllowedText', () => {
  test.each(worldText)('allows %s', (text) => {
    expect(isAllowedText(text)).toBe(true);
    expect(isAllowedText(text, { multiline: true })).toBe(true);
  });

  test.each(Object.entries(hostile))('refuses a %s, on one line or several', (_, char) => {
    expect(isAllowedText(`Sam${char}ple`)).toBe(false);
    expect(isAllowedText(`Sam${char}ple`, { multiline: true })).toBe(false);
  });

  test('tabs and line breaks only where text may break lines', () => {
    for (const text of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(isAllowedText(text)).toBe(false);
      expect(isAllowedText(text, { multiline: true })).toBe(true);
    }
  });
});

test('withoutHiddenCharacters removes every one of them and keeps the world’s text', () => {
  // Joined, a lone high and a lone low surrogate would make a pair: spaced by a letter.
  const all = Object.values(hostile).join('x');
  expect(withoutHiddenCharacters(`Zo${all}ë 東京\t👩🏽‍💻${all}`)).toBe(
    `Zo${'x'.repeat(Object.keys(hostile).length - 1)}ë 東京👩🏽‍💻${'x'.repeat(Object.keys(hostile).length - 1)}`,
  );
});

describe('text fields', () => {
  test('one line: trimmed, the world’s text kept, hidden characters refused by name', () => {
    expect(lineText(50).parse('  Zoë 東京 👩🏽‍💻 \n')).toBe('Zoë 東京 👩🏽‍💻');
    expect(messages(lineText(50), 'Sam\u0000ple')).toEqual([errorTexts.hiddenCharacters]);
    expect(messages(lineText(50), 'two\nlines')).toEqual([errorTexts.hiddenCharacters]);
  });

  test('several lines keep their breaks and tabs', () => {
    expect(multilineText(100).parse('First line\r\n\tsecond, 東京\nthird 🎤')).toBe(
      'First line\r\n\tsecond, 東京\nthird 🎤',
    );
    expect(messages(multilineText(100), 'Sam\u202eple')).toEqual([errorTexts.hiddenCharacters]);
  });

  test('free text refuses hidden characters as well as < and >', () => {
    expect(messages(freeText(50), 'a\u0007b')).toEqual([errorTexts.hiddenCharacters]);
    expect(messages(freeText(50, { multiline: true }), 'a\nb<')).toEqual([
      'This symbol cannot be used here: <',
    ]);
  });
});

describe('flag', () => {
  it('reads true and false as JSON, form text, or 1 and 0', () => {
    for (const yes of [true, 'true', 1, '1']) expect(flag.parse(yes)).toBe(true);
    for (const no of [false, 'false', 0, '0']) expect(flag.parse(no)).toBe(false);
    for (const other of [2, 'yes', '', null]) expect(flag.safeParse(other).success).toBe(false);
  });
});
