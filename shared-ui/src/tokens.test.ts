import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { colourTokens, contrastRatio } from './internal/contrast.ts';

const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
const themes = {
  light: colourTokens(css, ':root,\nbody.theme-light'),
  dark: colourTokens(css, 'body.theme-dark'),
};

const surfaces = ['bg', 'bg-subtle', 'surface', 'surface-raised'];
const textPairs: Array<[string, string]> = [
  ...surfaces.flatMap((s): Array<[string, string]> => [
    ['text', s],
    ['text-muted', s],
    ['link', s],
    ['primary', s],
    ['success', s],
    ['info', s],
    ['warning', s],
    ['error', s],
  ]),
  ['on-primary', 'primary'],
  ['on-primary', 'primary-hover'],
  ['on-primary', 'primary-active'],
  ['on-danger', 'danger'],
  ['on-danger', 'danger-hover'],
  ['success', 'success-subtle'],
  ['info', 'info-subtle'],
  ['warning', 'warning-subtle'],
  ['error', 'error-subtle'],
  ['text', 'primary-subtle'],
  ['text', 'success-subtle'],
  ['text', 'info-subtle'],
  ['text', 'warning-subtle'],
  ['text', 'error-subtle'],
  ['tooltip-text', 'tooltip-bg'],
];
// Non-text contrast (WCAG 1.4.11): focus ring and input borders need 3:1.
const uiPairs: Array<[string, string]> = surfaces.flatMap((s): Array<[string, string]> => [
  ['focus', s],
  ['border-strong', s],
]);

describe.each(Object.entries(themes))('%s theme tokens', (_theme, tokens) => {
  const ratio = (fg: string, bg: string) => {
    const [f, b] = [tokens[fg], tokens[bg]];
    if (!f || !b) throw new Error(`Missing token --ui-color-${f ? bg : fg}`);
    return contrastRatio(f, b);
  };

  it.each(textPairs)('text %s on %s has contrast of at least 4.5:1', (fg, bg) => {
    expect(ratio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('%s on %s has contrast of at least 3:1', (fg, bg) => {
    expect(ratio(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});

it('light and dark define the same colour tokens, with different values', () => {
  expect(themes.dark['bg']).not.toEqual(themes.light['bg']);
  expect(Object.keys(themes.dark).sort()).toEqual(Object.keys(themes.light).sort());
});

it('computes the textbook ratios', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
  expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
});

it('keeps colours out of every stylesheet but tokens.css', () => {
  const sheets = globSync('**/*.css', { cwd: __dirname }).filter((f) => f !== 'tokens.css');
  for (const sheet of sheets) {
    const text = readFileSync(join(__dirname, sheet), 'utf8');
    expect({ sheet, colours: text.match(/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/gi) }).toEqual({
      sheet,
      colours: null,
    });
  }
});
