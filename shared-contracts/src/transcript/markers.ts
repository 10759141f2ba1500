/**
 * Transcript markers (staff spec section 5): tokens in a section's text such as
 * `[inaudible 01.23]`, each a tag followed by the time in the media as MM.SS or HH.MM.SS. The
 * editor inserts them, the save checks them, and the inaudible count and audio quality read
 * them, all through this one notation.
 */

export const markerKinds = [
  'inaudible',
  'missedWord',
  'phoneticGuess',
  'talkingOver',
  'timecode',
  'audioDistorts',
  'audioCutsOut',
  'redaction',
] as const;
export type MarkerKind = (typeof markerKinds)[number];

/** The tags of each kind; the first is the one the editor writes. */
export const markerTags: Record<MarkerKind, readonly string[]> = {
  inaudible: ['inaudible'],
  missedWord: ['mw', '?'],
  phoneticGuess: ['ph'],
  talkingOver: ['toeo'],
  timecode: ['TC'],
  audioDistorts: ['audio distorts'],
  audioCutsOut: ['audio cuts out'],
  redaction: ['redaction'],
};

/** What counts towards audio quality: inaudible plus missed word (staff spec section 9). */
export const inaudibleKinds: readonly MarkerKind[] = ['inaudible', 'missedWord'];

const kindOfTag = new Map(
  markerKinds.flatMap((kind) => markerTags[kind].map((tag) => [tag.toLowerCase(), kind] as const)),
);
const escaped = (tag: string) => tag.replace(/[?]/g, '\\?').replace(/ /g, '\\s+');
const tagPattern = [...kindOfTag.keys()].map(escaped).join('|');

/** Anything that starts like a marker: its tag, then whatever stands before the bracket closes. */
const MARKER_LIKE = new RegExp(`\\[(${tagPattern})(?:\\s+([^\\[\\]\\n]*))?\\]`, 'gi');
const TIMECODE = /^(?:(\d{1,2})\.)?(\d{1,2})\.(\d{2})$/;

/** Seconds of a time code (mm.ss or hh.mm.ss), or undefined when it is none. */
export function parseTimecode(text: string): number | undefined {
  const parts = TIMECODE.exec(text.trim());
  if (!parts) return undefined;
  const [, hours, minutes, seconds] = parts.map(Number) as [number, number, number, number];
  const hasHours = parts[1] !== undefined;
  if (seconds > 59 || (hasHours && minutes > 59)) return undefined;
  return (hasHours ? hours * 3600 : 0) + minutes * 60 + seconds;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A time in the media as markers write it: MM.SS under an hour, else HH.MM.SS. */
export function formatTimecode(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const mmss = `${twoDigits(minutes)}.${twoDigits(whole % 60)}`;
  return hours > 0 ? `${twoDigits(hours)}.${mmss}` : mmss;
}

/** The marker the editor inserts for `kind` at `seconds` into the media. */
export const markerText = (kind: MarkerKind, seconds: number): string =>
  `[${markerTags[kind][0]} ${formatTimecode(seconds)}]`;

export interface FoundMarker {
  kind: MarkerKind;
  /** The token as written. */
  text: string;
  /** Where it starts in the text. */
  index: number;
  /** Its time; undefined when the time code is missing or malformed. */
  seconds: number | undefined;
}

/** Every marker of the text, well formed or not, in order. */
export function findMarkers(text: string): FoundMarker[] {
  return [...text.matchAll(MARKER_LIKE)].map((match) => ({
    kind: kindOfTag.get(match[1]!.toLowerCase().replace(/\s+/g, ' '))!,
    text: match[0],
    index: match.index,
    seconds: parseTimecode(match[2] ?? ''),
  }));
}

// Markers are timed to the second: one in the media's last, partial second is within it.
const pastTheEnd = (seconds: number, mediaSeconds: number) => seconds > Math.ceil(mediaSeconds);

/** The markers to point at: a missing or malformed time, or one past the media's end. */
export const malformedMarkers = (text: string, mediaSeconds?: number): FoundMarker[] =>
  findMarkers(text).filter(
    ({ seconds }) =>
      seconds === undefined || (mediaSeconds !== undefined && pastTheEnd(seconds, mediaSeconds)),
  );

/** Well-formed markers timed after the media's end: refused by every save, not only a submit. */
export const markersPastTheEnd = (text: string, mediaSeconds: number): FoundMarker[] =>
  findMarkers(text).filter(
    ({ seconds }) => seconds !== undefined && pastTheEnd(seconds, mediaSeconds),
  );

/** Well-formed inaudible and missed-word markers: what audio quality counts. */
export const countInaudibles = (text: string): number =>
  findMarkers(text).filter(
    ({ kind, seconds }) => seconds !== undefined && inaudibleKinds.includes(kind),
  ).length;
