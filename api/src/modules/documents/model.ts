import type { JobType } from '@portal/contracts/common/statuses';
import type {
  TranscriptContent,
  TranscriptSection,
  TranscriptSpeaker,
} from '@portal/contracts/transcript/schema';
import { safeText } from '@portal/contracts/transcript/rules';
import { speakerLabel } from '@portal/contracts/transcript/speakers';

/** What a document is made from: the transcript and the media and project it belongs to. */
export interface DocumentSource {
  /** The media's transcript, or its notes. */
  kind: JobType;
  mediaTitle: string;
  projectTitle: string | null;
  /** Seconds of media; null when unknown. */
  duration: number | null;
  /** The transcript's version and last save, which date the document. */
  version: number;
  savedAt: Date;
  content: TranscriptContent;
}

/** A section as documents show it: its text made safe, in time order. */
export interface DocumentSection extends TranscriptSection {
  /** Whether its text reads right to left (its first letter is Hebrew, Arabic, …). */
  rtl: boolean;
}

/** Text on one line: every run of white space one space. */
export const oneLine = (text: string): string => safeText(text).replace(/\s+/g, ' ').trim();

/** A letter of a right-to-left script. */
export const RTL_LETTER =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** Whether the first letter of the text belongs to a right-to-left script. */
export function isRtl(text: string): boolean {
  const first = /\p{L}/u.exec(text)?.[0];
  return first !== undefined && RTL_LETTER.test(first);
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** HH:MM:SS of a time in seconds (hours beyond 99 grow). */
export function timecode(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor(whole / 60) % 60)}:${pad(whole % 60)}`;
}

/** HH:MM:SS,mmm (SRT) or HH:MM:SS.mmm of a time in seconds. */
export function preciseTimecode(seconds: number, separator: ',' | '.'): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  return `${timecode(Math.floor(ms / 1000))}${separator}${pad(ms % 1000, 3)}`;
}

/** The sections in time order (a stable sort: equal starts keep their order), text made safe. */
export function documentSections(content: TranscriptContent): DocumentSection[] {
  return content.sections
    .map((section) => {
      const text = safeText(section.text).trim();
      return { ...section, speaker: oneLine(section.speaker), text, rtl: isRtl(text) };
    })
    .sort((a, b) => a.start - b.start);
}

/** The speakers documents name: the transcript's list, else those who speak; each once. */
export function documentSpeakers(content: TranscriptContent): TranscriptSpeaker[] {
  const listed = content.speakers.map((speaker) => ({
    ...speaker,
    name: oneLine(speaker.name),
    ...(speaker.jobTitle && { jobTitle: oneLine(speaker.jobTitle) }),
  }));
  const speakers = listed.length
    ? listed
    : content.sections.map((section) => ({ id: section.id, name: oneLine(section.speaker) }));
  const byName = new Map<string, TranscriptSpeaker>();
  for (const speaker of speakers)
    if (speaker.name !== '' && !byName.has(speaker.name)) byName.set(speaker.name, speaker);
  return [...byName.values()];
}

/** The speakers named in the document header, each with their job title where given. */
export const speakerNames = (content: TranscriptContent): string[] =>
  documentSpeakers(content).map(speakerLabel);

/** dd/MM/yyyy (client spec section 9), in UTC so a document never depends on the server. */
const formatDate = (date: Date): string =>
  `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;

/** The header of documents that have one: label and value, in order. */
export function headerFields(source: DocumentSource): [label: string, value: string][] {
  const fields: [string, string][] = [['Media', oneLine(source.mediaTitle)]];
  if (source.projectTitle) fields.push(['Project', oneLine(source.projectTitle)]);
  if (source.duration !== null) fields.push(['Duration', timecode(source.duration)]);
  const speakers = speakerNames(source.content);
  if (speakers.length) fields.push(['Speakers', speakers.join(', ')]);
  fields.push(['Date', formatDate(source.savedAt)]);
  return fields;
}

/** The document title: the media's name; notes say they are notes, so they read apart. */
export function documentTitle(source: DocumentSource): string {
  const media = oneLine(source.mediaTitle);
  if (source.kind === 'notes') return media ? `Notes: ${media}` : 'Notes';
  return media || 'Transcript';
}
