import {
  documentSections,
  documentTitle,
  headerFields,
  timecode,
  type DocumentSource,
} from './model.ts';

/**
 * RTF text: \, { and } escaped; every character beyond ASCII written as \uN? (N the signed
 * UTF-16 unit, so emoji become their surrogate pair) with "?" for readers without Unicode; line
 * breaks as \line. The text is already safe (safeText, in the contracts core): no other control characters.
 */
export function escapeRtf(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const char = text[i] ?? '';
    if (char === '\\' || char === '{' || char === '}') out += `\\${char}`;
    else if (char === '\n') out += '\\line ';
    else if (code < 0x80) out += char;
    else out += `\\u${code > 0x7fff ? code - 0x10000 : code}?`;
  }
  return out;
}

const GREY = '\\cf1 ';

/** A paragraph of the transcript: grey timecode, bold speaker, text; RTL text right-aligned. */
function sectionParagraph(start: number, speaker: string, text: string, rtl: boolean): string {
  const label = `{${GREY}${timecode(start)}}\\tab ${speaker ? `{\\b ${escapeRtf(speaker)}:}\\tab ` : ''}`;
  const body = rtl ? `{\\rtlch ${escapeRtf(text)}}` : escapeRtf(text);
  return `\\pard\\plain\\sa160\\fi-2400\\li2400\\tx1200\\tx2400${rtl ? '\\rtlpar\\qr' : ''}\\fs22 ${label}${body}\\par`;
}

/**
 * RTF 1.9 (also served as DOC, which Word opens as a Word document): the header then one
 * paragraph per section, in Arial, A4 with 2 cm margins.
 */
export function rtf(source: DocumentSource): string {
  const header = headerFields(source).map(
    ([label, value]) => `\\pard\\plain\\fs18{\\b ${escapeRtf(label)}:} ${escapeRtf(value)}\\par`,
  );
  const sections = documentSections(source.content)
    .filter((section) => section.text !== '')
    .map((section) => sectionParagraph(section.start, section.speaker, section.text, section.rtl));
  return [
    '{\\rtf1\\ansi\\ansicpg1252\\deff0\\uc1',
    '{\\fonttbl{\\f0\\fswiss\\fcharset0 Arial;}}',
    '{\\colortbl;\\red102\\green102\\blue102;}',
    `{\\info{\\title ${escapeRtf(documentTitle(source))}}}`,
    '\\paperw11906\\paperh16838\\margl1134\\margr1134\\margt1134\\margb1134',
    `\\pard\\plain\\sa200\\b\\fs32 ${escapeRtf(documentTitle(source))}\\par`,
    ...header,
    '\\pard\\plain\\sa200\\par',
    ...sections,
    '}',
    '',
  ].join('\r\n');
}
