/**
 * A section (box) of the transcript as the editor keeps it: a header line in the document,
 * drawn as the box's speaker and time, followed by the section's text lines. Keeping the header
 * in the text makes splits, merges and speaker changes ordinary edits, so undo, redo and every
 * other text operation carry them without a second model to keep in step.
 */
export interface SectionHead {
  id: string;
  /** Seconds into the media. */
  start: number;
  /**
   * The id of the section's speaker in the transcript's list; empty when it has none. The name
   * lives in the list alone, so a rename there is one edit that every box shows.
   */
  speakerId: string;
}

/** Starts and separates a header line's fields; never part of what is typed or pasted. */
export const HEAD_MARK = '\u2063';

const unmarked = (text: string) => text.replaceAll(HEAD_MARK, '').replace(/[\r\n]/g, ' ');

export const headLine = (head: SectionHead): string =>
  [
    '',
    unmarked(head.id),
    String(Math.round(head.start * 1000) / 1000),
    unmarked(head.speakerId),
  ].join(HEAD_MARK);

export const isHeadLine = (line: string): boolean => line.startsWith(HEAD_MARK);

/** The head a header line holds; undefined for a text line or a damaged header. */
export function parseHeadLine(line: string): SectionHead | undefined {
  if (!isHeadLine(line)) return undefined;
  const [, id, start, speakerId, ...rest] = line.split(HEAD_MARK);
  const seconds = Number(start);
  if (!id || rest.length > 0 || speakerId === undefined || !Number.isFinite(seconds))
    return undefined;
  return { id, start: seconds, speakerId };
}

/** Text as it may enter the document from outside: without header marks. */
export const withoutHeadMarks = (text: string): string => text.replaceAll(HEAD_MARK, '');

let made = 0;
/** A section id no other section of this editor has. */
export const newSectionId = (): string =>
  `s${Date.now().toString(36)}${(made++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
