import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  TabStopType,
  TextRun,
} from 'docx';
import {
  documentSections,
  documentTitle,
  headerFields,
  timecode,
  type DocumentSection,
  type DocumentSource,
} from './model.ts';

const GREY = '666666';
/** Twips: where the speaker and the text start on a section's first line. */
const SPEAKER_TAB = 1200;
const TEXT_TAB = 2400;

/** The text's lines as runs, a break before every line but the first. */
const textRuns = (text: string, rtl: boolean): TextRun[] =>
  text
    .split('\n')
    .map(
      (line, index) =>
        new TextRun({ text: line, ...(rtl ? { rightToLeft: true } : {}), break: index ? 1 : 0 }),
    );

function sectionParagraph(section: DocumentSection): Paragraph {
  return new Paragraph({
    ...(section.rtl ? { bidirectional: true } : {}),
    tabStops: [
      { type: TabStopType.LEFT, position: SPEAKER_TAB },
      { type: TabStopType.LEFT, position: TEXT_TAB },
    ],
    indent: { left: TEXT_TAB, hanging: TEXT_TAB },
    spacing: { after: 160 },
    children: [
      new TextRun({ text: timecode(section.start), color: GREY }),
      new TextRun({ text: '\t' }),
      ...(section.speaker ? [new TextRun({ text: `${section.speaker}:`, bold: true })] : []),
      new TextRun({ text: '\t' }),
      ...textRuns(section.text, section.rtl),
    ],
  });
}

/**
 * DOCX through the docx library (which escapes the XML): the title, the header, then one
 * paragraph per section; right-to-left sections are bidirectional paragraphs. Word substitutes
 * fonts for scripts and emoji Arial lacks.
 */
export async function docx(source: DocumentSource): Promise<Buffer> {
  const header = headerFields(source).map(
    ([label, value]) =>
      new Paragraph({
        children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)],
      }),
  );
  const sections = documentSections(source.content)
    .filter((section) => section.text !== '')
    .map(sectionParagraph);
  const document = new Document({
    title: documentTitle(source),
    creator: 'Transcription portal',
    styles: { default: { document: { run: { font: 'Arial', size: 22 } } } },
    sections: [
      {
        children: [
          new Paragraph({
            heading: HeadingLevel.HEADING_1,
            alignment: AlignmentType.LEFT,
            children: [new TextRun(documentTitle(source))],
          }),
          ...header,
          new Paragraph({ children: [] }),
          ...sections,
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
