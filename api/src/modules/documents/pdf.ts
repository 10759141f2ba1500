import { INK, MUTED, startPdf } from '../../lib/pdf.ts';
import { visualLine } from './bidi.ts';
import {
  RTL_LETTER,
  documentSections,
  documentTitle,
  headerFields,
  isRtl,
  timecode,
  type DocumentSource,
} from './model.ts';

/** What the PDF shows instead of a character DejaVu Sans cannot draw (most emoji, CJK). */
export const MISSING_GLYPH = '\ufffd';

const MARGIN = 56;

/** The fontkit font pdfkit embeds: pdfkit has no public way to ask what a font can draw. */
interface EmbeddedFont {
  font: { hasGlyphForCodePoint(codePoint: number): boolean };
}

// Joiners, variation selectors and skin tones only change how a neighbour is drawn.
const modifier = (codePoint: number): boolean =>
  codePoint === 0x200d ||
  (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
  (codePoint >= 0x1f3fb && codePoint <= 0x1f3ff);

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The text with each character (grapheme: an emoji with its joiners and modifiers counts as
 * one) the font cannot draw replaced by one visible U+FFFD, rather than an empty box or nothing.
 */
export function drawable(text: string, hasGlyph: (codePoint: number) => boolean): string {
  // Most text has nothing to replace: checking each character is far cheaper than segmenting.
  let complete = true;
  for (const char of text) {
    const point = char.codePointAt(0) ?? 0;
    if (point !== 0x0a && !hasGlyph(point)) complete = false;
  }
  if (complete) return text;
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    const points = [...segment].map((char) => char.codePointAt(0) ?? 0);
    const shown = points.filter((point) => point === 0x0a || !modifier(point) || hasGlyph(point));
    const ok = shown.every((point) => point === 0x0a || hasGlyph(point));
    out += ok ? String.fromCodePoint(...shown) : MISSING_GLYPH;
  }
  return out;
}

/**
 * Right-to-left text, broken into lines here and each line handed over in display order
 * (bidi.ts): pdfkit lays out word by word, which would show the words of a right-to-left line
 * in reverse.
 */
function bidiText(doc: PDFKit.PDFDocument, text: string, rtl: boolean, width: number): void {
  const options = { width, align: rtl ? 'right' : 'left' } as const;
  for (const paragraph of text.split('\n')) {
    let line: string[] = [];
    for (const word of paragraph.split(' ').filter(Boolean)) {
      if (line.length && doc.widthOfString([...line, word].join(' ')) > width) {
        doc.text(visualLine(line, rtl), options);
        line = [];
      }
      line.push(word);
    }
    doc.text(line.length ? visualLine(line, rtl) : ' ', options);
  }
}

/**
 * PDF (A4) through pdfkit with DejaVu Sans embedded (subset): the title, the header, then each
 * section as a grey timecode and bold speaker line over its text. Right-to-left sections are
 * right-aligned, and text with right-to-left words is put in display order by a word-level form
 * of the bidirectional algorithm (bidi.ts); fontkit shapes Arabic. Characters DejaVu Sans lacks
 * become U+FFFD (see `drawable`).
 */
export function pdf(source: DocumentSource, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { doc, file } = startPdf({
    title: documentTitle(source),
    createdAt: source.savedAt,
    modifiedAt: source.savedAt,
    margin: MARGIN,
    compress: options.compress,
  });
  const coverage = new Map<number, boolean>();
  const glyphsOf = (font: 'Body' | 'Bold') => {
    const embedded = (doc.font(font) as unknown as { _font: EmbeddedFont })._font;
    return (point: number): boolean => {
      const key = font === 'Bold' ? -point : point;
      let known = coverage.get(key);
      if (known === undefined)
        coverage.set(key, (known = embedded.font.hasGlyphForCodePoint(point)));
      return known;
    };
  };
  const body = glyphsOf('Body');
  const bold = glyphsOf('Bold');
  const width = doc.page.width - 2 * MARGIN;
  /** A short text (title, header value, speaker) drawable and in display order. */
  const short = (text: string, glyphs: (point: number) => boolean): string => {
    const shown = drawable(text, glyphs);
    return RTL_LETTER.test(shown) ? visualLine(shown.split(' '), isRtl(shown)) : shown;
  };

  doc
    .font('Bold')
    .fontSize(16)
    .fillColor(INK)
    .text(short(documentTitle(source), bold));
  doc.moveDown(0.4).fontSize(9).fillColor(MUTED);
  for (const [label, value] of headerFields(source))
    doc.font('Bold').text(`${label}: `, { continued: true }).font('Body').text(short(value, body));
  doc.moveDown(1);

  for (const section of documentSections(source.content)) {
    if (section.text === '') continue;
    doc.font('Body').fontSize(9).fillColor(MUTED);
    doc.text(timecode(section.start), { continued: Boolean(section.speaker) });
    if (section.speaker)
      doc
        .font('Bold')
        .fillColor(INK)
        .text(`   ${short(section.speaker, bold)}`);
    doc.font('Body').fontSize(10.5).fillColor(INK);
    const text = drawable(section.text, body);
    if (RTL_LETTER.test(text)) bidiText(doc, text, section.rtl, width);
    else doc.text(text);
    doc.moveDown(0.6);
  }
  doc.end();
  return file;
}
