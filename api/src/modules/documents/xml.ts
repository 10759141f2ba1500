import { MARKER } from '@portal/contracts/transcript/word-count';
import {
  documentSections,
  oneLine,
  preciseTimecode,
  documentSpeakers,
  type DocumentSource,
} from './model.ts';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for element content or a quoted attribute; the text is already safe (safeText, in the contracts core). */
export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

const attributes = (values: Record<string, string | number | null>): string =>
  Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== null)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');

/** Section text with its marker tokens as <marker> elements. */
function markedUp(text: string): string {
  let out = '';
  let at = 0;
  for (const match of text.matchAll(MARKER)) {
    out += `${escapeXml(text.slice(at, match.index))}<marker>${escapeXml(match[1] ?? '')}</marker>`;
    at = match.index + match[0].length;
  }
  return out + escapeXml(text.slice(at));
}

/**
 * XML: a well-formed UTF-8 document of the transcript (root <transcript>) or the notes (root
 * <notes>) and its media; every section with its start (HH:MM:SS.mmm and seconds), speaker,
 * reading direction, and markers as elements.
 */
export function xml(source: DocumentSource): string {
  const root = source.kind === 'notes' ? 'notes' : 'transcript';
  const sections = documentSections(source.content).map(
    (section) =>
      `    <section${attributes({
        id: oneLine(section.id),
        start: preciseTimecode(section.start, '.'),
        seconds: section.start,
        speaker: section.speaker || null,
        dir: section.rtl ? 'rtl' : null,
      })}>${markedUp(section.text)}</section>`,
  );
  const speakers = documentSpeakers(source.content).map(
    ({ name, jobTitle }) =>
      `    <speaker${attributes({ 'job-title': jobTitle ?? null })}>${escapeXml(name)}</speaker>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root}${attributes({ version: source.version, saved: source.savedAt.toISOString() })}>`,
    `  <media${attributes({ title: oneLine(source.mediaTitle), duration: source.duration })}/>`,
    ...(source.projectTitle
      ? [`  <project${attributes({ title: oneLine(source.projectTitle) })}/>`]
      : []),
    '  <speakers>',
    ...speakers,
    '  </speakers>',
    '  <sections>',
    ...sections,
    '  </sections>',
    `</${root}>`,
    '',
  ].join('\n');
}
