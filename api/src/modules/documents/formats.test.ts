import { strFromU8, unzipSync } from 'fflate';
import { SaxesParser } from 'saxes';
import { visualLine } from './bidi.ts';
import { docx } from './docx.ts';
import { countWords, withoutMarkers } from '@portal/contracts/transcript/word-count';
import { MISSING_GLYPH, drawable, pdf } from './pdf.ts';
import { escapeRtf, rtf } from './rtf.ts';
import { captionNorms, captionProblems } from '@portal/contracts/transcript/captions';
import { timedSection } from '@portal/contracts/transcript/test-captions';
import { srt, wrapLines } from './srt.ts';
import { fixtureContent, fixtureSource, hostileSource } from './test-fixture.ts';
import { embeddedPdfText } from './test-pdf-text.ts';
import { cleanText, headlessText } from './text.ts';
import { xml } from './xml.ts';

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

/** Parses strictly (saxes throws on any well-formedness error) into a small element tree. */
function parseXml(text: string): XmlElement {
  const parser = new SaxesParser();
  const root: XmlElement = { name: '#document', attributes: {}, text: '', children: [] };
  const stack = [root];
  const top = () => stack.at(-1) ?? root;
  parser.on('opentag', (tag) => {
    const element = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      text: '',
      children: [],
    };
    top().children.push(element);
    stack.push(element);
  });
  parser.on('text', (value) => (top().text += value));
  parser.on('closetag', () => {
    const element = stack.pop();
    if (element) top().text += element.text;
  });
  parser.write(text).close();
  const [document] = root.children;
  if (!document) throw new Error('No root element');
  return document;
}

const find = (element: XmlElement, name: string): XmlElement[] => [
  ...(element.name === name ? [element] : []),
  ...element.children.flatMap((child) => find(child, name)),
];

interface Cue {
  index: number;
  start: string;
  end: string;
  lines: string[];
}

/** Parses SRT strictly: number line, timing line, text lines, blank line. */
function parseSrt(text: string): Cue[] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n\r\n')
    .map((block) => {
      const [index = '', timing = '', ...lines] = block.split('\r\n');
      const match = /^(\d{2}:\d{2}:\d{2},\d{3}) --> (\d{2}:\d{2}:\d{2},\d{3})$/.exec(timing);
      if (!/^\d+$/.test(index) || !match) throw new Error(`Not a cue: ${block}`);
      return { index: Number(index), start: match[1] ?? '', end: match[2] ?? '', lines };
    });
}

/** The text of a DOCX's body: its paragraphs, each the text of its runs (tabs and breaks kept). */
function docxParagraphs(bytes: Buffer): { text: string; rtl: boolean }[] {
  const files = unzipSync(bytes);
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(['[Content_Types].xml', 'word/document.xml']),
  );
  const body = parseXml(strFromU8(files['word/document.xml'] ?? new Uint8Array()));
  return find(body, 'w:p').map((paragraph) => ({
    text: find(paragraph, 'w:r')
      .flatMap((run) =>
        run.children.map((child) =>
          child.name === 'w:t'
            ? child.text
            : child.name === 'w:tab'
              ? '\t'
              : child.name === 'w:br'
                ? '\n'
                : '',
        ),
      )
      .join(''),
    rtl: find(paragraph, 'w:bidi').length > 0,
  }));
}

const hebrew = 'שלום עולם';
const arabic = 'مرحبا بالعالم';
const reversed = (text: string): string => [...text].reverse().join('');

describe('TXT', () => {
  test('TXT_clean: header, timecodes and speakers, no markers', () => {
    expect(cleanText(fixtureSource)).toBe(
      [
        'Interview – Zoë.mp3',
        'Media: Interview – Zoë.mp3',
        'Project: Études & <Research>',
        'Duration: 02:02:10',
        'Speakers: Zoë Müller, Dr. Ōkubo',
        'Date: 02/03/2026',
        '',
        '[00:00:00] Zoë Müller: Bonjour, ça va? Très bien 😀',
        '',
        `[00:00:04] Dr. Ōkubo: ${hebrew}`,
        '',
        `[00:00:09] Zoë Müller: ${arabic}`,
        '',
        '[00:00:15] Dr. Ōkubo: Ελληνικά και кириллица; the unicorn 🦄 stays. A longer answer follows here so that the subtitle has to be split into more than one cue as broadcast limits demand.',
        'A second line.',
        '',
        '[02:02:05] Zoë Müller: Two hours in, the end.',
        '',
      ].join('\n'),
    );
  });

  test('TXT_headless: the sections with their markers and nothing else', () => {
    const text = headlessText(fixtureSource);
    expect(
      text.startsWith('[00:00:00] Zoë Müller: Bonjour, ça va? Très bien 😀 [inaudible 00.03]\n\n'),
    ).toBe(true);
    expect(text).toContain('[02:02:05] Zoë Müller: Two hours in [inaudible 02.02.05], the end.\n');
    expect(text).not.toContain('Media:');
  });

  test('hostile text: control characters gone, line breaks normalised, nothing else touched', () => {
    const text = headlessText(hostileSource);
    const unsafe = [...text].filter((char) => {
      const code = char.charCodeAt(0);
      return (
        (code < 0x20 && char !== '\n') ||
        (code >= 0x7f && code <= 0x9f) ||
        (code >= 0xd800 && code <= 0xdfff) ||
        code === 0xffff
      );
    });
    expect(unsafe).toEqual([]);
    expect(text).toContain('Nul bell esc vt ff del c1 lone nonchar tab here\nnew line {\\par}');
    expect(text).toContain('<b>Bold</b> {\\b0}: ');
  });
});

describe('speakers with job titles', () => {
  const titled = {
    ...fixtureSource,
    content: {
      ...fixtureSource.content,
      speakers: [
        { id: 's1', name: 'Zoë Müller', jobTitle: 'Chair' },
        fixtureSource.content.speakers[1]!,
      ],
    },
  };

  test('the header names each speaker with their job title; the sections by name', () => {
    const text = cleanText(titled);
    expect(text).toContain('Speakers: Zoë Müller, Chair, Dr. Ōkubo\n');
    expect(text).toContain('[00:00:00] Zoë Müller: Bonjour');
  });

  test('XML gives the job title as an attribute of the speaker', () => {
    const speakers = find(parseXml(xml(titled)), 'speaker');
    expect(speakers.map((speaker) => [speaker.text, speaker.attributes])).toEqual([
      ['Zoë Müller', { 'job-title': 'Chair' }],
      ['Dr. Ōkubo', {}],
    ]);
  });
});

describe('SRT', () => {
  const cues = parseSrt(srt(fixtureSource, { inlineSpeakers: false }));

  test('numbered cues in time order, each section until the next starts', () => {
    expect(cues.map((cue) => cue.index)).toEqual(cues.map((_, i) => i + 1));
    expect(cues[0]).toEqual({
      index: 1,
      start: '00:00:00,000',
      end: '00:00:04,500',
      lines: ['Bonjour, ça va? Très bien 😀 [inaudible', '00.03]'],
    });
    expect(cues[1]).toEqual({
      index: 2,
      start: '00:00:04,500',
      end: '00:00:09,250',
      lines: [hebrew],
    });
    expect(cues[2]?.lines).toEqual([arabic]);
  });

  test('a long section is split into cues of two lines of at most 42 characters', () => {
    const long = cues.filter((cue) => cue.start >= '00:00:15,000' && cue.start < '02:00:00,000');
    expect(long.length).toBeGreaterThan(2);
    expect(long[0]?.start).toBe('00:00:15,000');
    expect(long.at(-1)?.end).toBe('02:02:05,125');
    for (const [index, cue] of long.entries()) {
      expect(cue.lines.length).toBeLessThanOrEqual(2);
      for (const line of cue.lines)
        expect([...line].length).toBeLessThanOrEqual(captionNorms.lineLength);
      if (index > 0) expect(cue.start).toBe(long[index - 1]?.end);
    }
    expect(long.flatMap((cue) => cue.lines).join(' ')).toBe(
      'Ελληνικά και кириллица; the unicorn 🦄 stays. A longer answer follows here so that the subtitle has to be split into more than one cue [crosstalk] as broadcast limits demand. A second line.',
    );
  });

  test('the last cue, two hours in, ends by the media duration', () => {
    expect(cues.at(-1)).toMatchObject({ start: '02:02:05,125', end: '02:02:10,000' });
  });

  test('SRT_S puts the speaker in front of each section', () => {
    const speakers = parseSrt(srt(fixtureSource, { inlineSpeakers: true }));
    expect(speakers[0]?.lines[0]).toBe('Zoë Müller: Bonjour, ça va? Très bien 😀');
    expect(speakers[1]?.lines).toEqual([`Dr. Ōkubo: ${hebrew}`]);
  });

  test('hostile text never ends a cue early', () => {
    const hostile = parseSrt(srt(hostileSource, { inlineSpeakers: true }));
    const text = hostile.flatMap((cue) => cue.lines).join(' ');
    expect(text).toBe(
      '<b>Bold</b> {\\b0}: Nul bell esc vt ff del c1 lone nonchar tab here new line {\\par} \\\\ }{ <![CDATA[x]]> &amp; -> 2 3',
    );
  });

  test('wrapLines cuts a word longer than a line by characters', () => {
    expect(wrapLines(`${'é'.repeat(50)} ok`, 42)).toEqual(['é'.repeat(42), `${'é'.repeat(8)} ok`]);
  });
});

describe('SRT from word timings', () => {
  const draft = timedSection({
    id: 'd',
    speaker: 'Dr. Ōkubo',
    speakerId: 's2',
    start: 15,
    text: 'Ελληνικά και кириллица; the unicorn 🦄 stays. A longer answer follows here so that the subtitle has to be split into more than one cue [inaudible 00.20] as broadcast limits demand.\nA second line.',
  });
  const [first, second, third, , last] = fixtureContent.sections;
  // A draft beside typed sections: the typed ones keep their cues, the draft is cut by its words.
  const mixed = {
    ...fixtureSource,
    content: { ...fixtureContent, sections: [first!, second!, third!, draft, last!] },
  };
  const cues = parseSrt(srt(mixed, { inlineSpeakers: false }));
  const time = (seconds: number) =>
    new Date(Math.round(seconds * 1000)).toISOString().slice(11, 23).replace('.', ',');
  const timed = cues.filter((cue) => cue.start >= '00:00:15,000' && cue.start < '02:00:00,000');

  test('sections without timings keep their cues', () => {
    const typed = parseSrt(srt(fixtureSource, { inlineSpeakers: false }));
    expect(cues.slice(0, 3)).toEqual(
      typed.slice(0, 3).map((cue, index) => ({ ...cue, index: index + 1 })),
    );
    expect(cues.at(-1)).toMatchObject({ start: '02:02:05,125', end: '02:02:10,000' });
  });

  test('the timed section is cut by the norms, each cue timed by its words', () => {
    expect(timed.length).toBeGreaterThan(2);
    expect(timed.flatMap((cue) => cue.lines).join(' ')).toBe(draft.text.replace('\n', ' '));
    const words = draft.words!;
    expect(timed[0]?.start).toBe(time(words[0]![0]));
    expect(timed.at(-1)?.end).toBe(time(words.at(-1)![1]));
    let word = 0;
    for (const cue of timed) {
      expect(cue.start).toBe(time(words[word]![0]));
      word += cue.lines.join(' ').split(' ').length;
      expect(cue.end).toBe(time(words[word - 1]![1]));
      expect(cue.lines.length).toBeLessThanOrEqual(captionNorms.lines);
      for (const line of cue.lines)
        expect([...line].length).toBeLessThanOrEqual(captionNorms.lineLength);
    }
    const seconds = (text: string) => {
      const [hours, minutes, rest] = text.split(':').map((part) => Number(part.replace(',', '.')));
      return hours! * 3600 + minutes! * 60 + rest!;
    };
    const read = timed.map((cue) => ({
      start: seconds(cue.start),
      end: seconds(cue.end),
      lines: cue.lines,
      section: 'd',
      from: 0,
    }));
    expect(captionProblems(read)).toEqual([]);
    expect(timed.flatMap((cue) => cue.lines).filter((line) => line.includes('[inaudible'))).toEqual(
      [expect.stringContaining('[inaudible 00.20]')],
    );
  });

  test('SRT_S names the speaker in the first cue of the timed section only', () => {
    const named = parseSrt(srt(mixed, { inlineSpeakers: true }));
    const draftCues = named.filter(
      (cue) => cue.start >= '00:00:15,000' && cue.start < '02:00:00,000',
    );
    expect(draftCues[0]?.lines[0]).toMatch(/^Dr\. Ōkubo: Ελληνικά/);
    expect(
      draftCues
        .slice(1)
        .flatMap((cue) => cue.lines)
        .join(' '),
    ).not.toContain('Ōkubo');
    for (const cue of draftCues)
      for (const line of cue.lines)
        expect([...line].length).toBeLessThanOrEqual(captionNorms.lineLength);
  });
});

describe('XML', () => {
  test('parses back: media, project, speakers, sections with times, markers as elements', () => {
    const document = parseXml(xml(fixtureSource));
    expect(document.name).toBe('transcript');
    expect(document.attributes).toEqual({ version: '3', saved: '2026-03-02T09:00:00.000Z' });
    expect(find(document, 'media')[0]?.attributes).toEqual({
      title: 'Interview – Zoë.mp3',
      duration: '7330',
    });
    expect(find(document, 'project')[0]?.attributes).toEqual({ title: 'Études & <Research>' });
    expect(find(document, 'speaker').map((speaker) => speaker.text)).toEqual([
      'Zoë Müller',
      'Dr. Ōkubo',
    ]);
    const sections = find(document, 'section');
    expect(sections.map((section) => section.attributes)).toEqual([
      { id: 'a', start: '00:00:00.000', seconds: '0', speaker: 'Zoë Müller' },
      { id: 'b', start: '00:00:04.500', seconds: '4.5', speaker: 'Dr. Ōkubo', dir: 'rtl' },
      { id: 'c', start: '00:00:09.250', seconds: '9.25', speaker: 'Zoë Müller', dir: 'rtl' },
      { id: 'd', start: '00:00:15.000', seconds: '15', speaker: 'Dr. Ōkubo' },
      { id: 'e', start: '02:02:05.125', seconds: '7325.125', speaker: 'Zoë Müller' },
    ]);
    expect(sections[0]?.text).toBe('Bonjour, ça va? Très bien 😀 inaudible 00.03');
    expect(find(sections[4] as XmlElement, 'marker').map((marker) => marker.text)).toEqual([
      'inaudible 02.02.05',
    ]);
    expect(sections[1]?.text).toBe(hebrew);
  });

  test('hostile text is escaped, and characters XML cannot hold are dropped', () => {
    const document = parseXml(xml(hostileSource));
    expect(find(document, 'media')[0]?.attributes.title).toBe(
      '</title><script>alert(1)</script>{\\rtf1}.wav',
    );
    expect(find(document, 'project')[0]?.attributes.title).toBe(']]><!-- "quoted" & \'single\'');
    const [section] = find(document, 'section');
    expect(section?.attributes.id).toBe('"&<>');
    // "[x]" is a marker token, so it is an element.
    expect(section?.text).toBe(
      'Nul bell esc vt ff del c1 lone nonchar tab here\nnew line {\\par} \\\\ }{ <![CDATAx]> &amp; --> 2\n\n\n3',
    );
    expect(find(section as XmlElement, 'marker').map((marker) => marker.text)).toEqual(['x']);
    expect(find(document, 'script')).toEqual([]);
  });
});

describe('RTF', () => {
  test('escapes \\, { and }, writes non-ASCII as \\uN? and line breaks as \\line', () => {
    expect(escapeRtf('a\\b{c}d')).toBe('a\\\\b\\{c\\}d');
    expect(escapeRtf('Zoë')).toBe('Zo\\u235?');
    expect(escapeRtf('ש')).toBe('\\u1513?');
    // An emoji is a surrogate pair: two signed 16-bit units.
    expect(escapeRtf('😀')).toBe('\\u-10179?\\u-8704?');
    expect(escapeRtf('a\nb')).toBe('a\\line b');
  });

  /** The RTF's groups balance and it is pure ASCII: a broken escape would show here. */
  function checkStructure(text: string): void {
    expect(text).toMatch(/^\{\\rtf1\\ansi/);
    expect(/^[\x20-\x7e\r\n]*$/.test(text)).toBe(true);
    const end = text.trimEnd().length - 1;
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
      if (text[i] === '\\') i++;
      else if (text[i] === '{') depth++;
      else if (text[i] === '}') depth--;
      // The outer group closes at the very end, and only there.
      if (i < end) expect(depth).toBeGreaterThan(0);
    }
    expect(depth).toBe(0);
  }

  test('the fixture: header, sections, right-to-left paragraphs, all escaped', () => {
    const text = rtf(fixtureSource);
    checkStructure(text);
    expect(text).toContain('{\\b Project:} \\u201?tudes & <Research>\\par');
    expect(text).toContain('{\\b Dr. \\u332?kubo:}');
    expect(text).toContain(`\\rtlpar\\qr\\fs22 {\\cf1 00:00:04}`);
    expect(text).toContain(`{\\rtlch ${escapeRtf(hebrew)}}`);
    expect(text).toContain('Two hours in [inaudible 02.02.05], the end.\\par');
    expect(text).toContain('{\\cf1 02:02:05}');
  });

  test('hostile text cannot open or close a group or a control word', () => {
    const text = rtf(hostileSource);
    checkStructure(text);
    expect(text).toContain('new line \\{\\\\par\\} \\\\\\\\ \\}\\{');
    expect(text).toContain('{\\b <b>Bold</b> \\{\\\\b0\\}:}');
  });
});

describe('DOCX', () => {
  test('unzips to a Word document whose paragraphs read back', async () => {
    const paragraphs = await docxParagraphs(await docx(fixtureSource));
    const texts = paragraphs.map((paragraph) => paragraph.text);
    expect(texts.slice(0, 6)).toEqual([
      'Interview – Zoë.mp3',
      'Media: Interview – Zoë.mp3',
      'Project: Études & <Research>',
      'Duration: 02:02:10',
      'Speakers: Zoë Müller, Dr. Ōkubo',
      'Date: 02/03/2026',
    ]);
    expect(texts).toContain(
      '00:00:00\tZoë Müller:\tBonjour, ça va? Très bien 😀 [inaudible 00.03]',
    );
    expect(texts).toContain(
      '00:00:15\tDr. Ōkubo:\tΕλληνικά και кириллица; the unicorn 🦄 stays. A longer answer follows here so that the subtitle has to be split into more than one cue [crosstalk] as broadcast limits demand.\nA second line.',
    );
    expect(texts).toContain('02:02:05\tZoë Müller:\tTwo hours in [inaudible 02.02.05], the end.');
    expect(paragraphs.find((p) => p.text.endsWith(hebrew))?.rtl).toBe(true);
    expect(paragraphs.find((p) => p.text.endsWith('the end.'))?.rtl).toBe(false);
  });

  test('hostile text stays text', async () => {
    const texts = (await docxParagraphs(await docx(hostileSource))).map((p) => p.text);
    expect(texts[0]).toBe('</title><script>alert(1)</script>{\\rtf1}.wav');
    expect(texts).toContain(
      '00:00:01\t<b>Bold</b> {\\b0}:\tNul bell esc vt ff del c1 lone nonchar tab here\nnew line {\\par} \\\\ }{ <![CDATA[x]]> &amp; --> 2\n\n\n3',
    );
  });
});

describe('PDF', () => {
  const read = async (source = fixtureSource) =>
    embeddedPdfText(await pdf(source)).map((text) => text.replace(/\u00a0/g, ' '));

  test('reads back: header, timecodes, speakers, accents, Greek and Cyrillic', async () => {
    const texts = await read();
    expect(texts.slice(0, 3)).toEqual(['Interview – Zoë.mp3', 'Media: ', 'Interview – Zoë.mp3']);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Études & <Research>',
        '02:02:10',
        '00:00:00',
        '   Zoë Müller',
        'Bonjour, ça va? Très bien 😀 [inaudible 00.03]',
        '02:02:05',
        'Two hours in [inaudible 02.02.05], the end.',
      ]),
    );
    expect(texts.join(' ')).toContain('Ελληνικά και кириллица;');
  });

  test('right-to-left lines are laid out in display order', async () => {
    const texts = await read();
    expect(texts).toContain(reversed(hebrew));
    expect(texts).toContain(reversed(arabic));
    const named = await read({
      ...fixtureSource,
      projectTitle: 'מחקר חדש',
      content: { speakers: [], sections: [{ id: 'a', speaker: 'דוד כהן', start: 0, text: 'Hi' }] },
    });
    expect(named).toEqual(
      expect.arrayContaining([reversed('מחקר חדש'), `   ${reversed('דוד כהן')}`]),
    );
  });

  test('a character DejaVu Sans cannot draw becomes one visible U+FFFD', async () => {
    expect((await read()).join(' ')).toContain(`the unicorn ${MISSING_GLYPH} stays.`);
    const known = (point: number) => point < 0x3000;
    expect(drawable('a中b👨‍👩‍👧c', known)).toBe(`a${MISSING_GLYPH}b${MISSING_GLYPH}c`);
    expect(drawable('line\nbreak', known)).toBe('line\nbreak');
  });

  test('hostile text is drawn as text', async () => {
    const texts = await read(hostileSource);
    expect(texts[0]).toBe('</title><script>alert(1)</script>{\\rtf1}.wav');
    expect(texts.join(' ')).toContain('Nul bell esc vt ff del c1 lone nonchar tab here');
  });
});

describe('the content model', () => {
  test('markers are not words', () => {
    expect(countWords('Two hours in [inaudible 02.02.05], the end. 😀')).toBe(5);
    expect(withoutMarkers('a [crosstalk] b [inaudible 00.03].')).toBe('a b.');
  });

  test('visualLine orders runs of words for display', () => {
    expect(visualLine(['שלום', 'עולם'], true)).toBe('שלום\u00a0עולם');
    expect(visualLine(['שלום', 'hello', 'world', '42'], true)).toBe('hello world 42 שלום');
    expect(visualLine(['say', 'שלום', 'עולם', 'now'], false)).toBe('say שלום\u00a0עולם now');
  });
});
