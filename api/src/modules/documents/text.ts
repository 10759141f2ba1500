import {
  documentSections,
  documentTitle,
  headerFields,
  timecode,
  type DocumentSource,
} from './model.ts';
import { withoutMarkers } from '@portal/contracts/transcript/word-count';

/** "[00:01:02] Speaker: text" — each section one paragraph, its own line breaks kept. */
const paragraph = (start: number, speaker: string, text: string): string =>
  `[${timecode(start)}] ${speaker ? `${speaker}: ` : ''}${text}`;

/** The transcript's paragraphs, markers kept or taken out; empty sections left out. */
function paragraphs(source: DocumentSource, markers: boolean): string[] {
  return documentSections(source.content)
    .map((section) => ({ ...section, text: markers ? section.text : withoutMarkers(section.text) }))
    .filter((section) => section.text !== '')
    .map((section) => paragraph(section.start, section.speaker, section.text));
}

/** TXT_clean: the header, then the sections without marker tokens. UTF-8, LF line ends. */
export function cleanText(source: DocumentSource): string {
  const header = [
    documentTitle(source),
    ...headerFields(source).map(([label, value]) => `${label}: ${value}`),
  ];
  return `${[header.join('\n'), ...paragraphs(source, false)].join('\n\n')}\n`;
}

/** TXT_headless: the sections as written, markers included, without any header. */
export function headlessText(source: DocumentSource): string {
  return `${paragraphs(source, true).join('\n\n')}\n`;
}
