import type { TranscriptContent, TranscriptSpeaker } from '@portal/contracts/transcript/schema';
import type { JobRange } from '../job/transcript-scope.ts';

/** Whether a section (or stored section) starts within one of the ranges. */
export const startsWithin =
  (ranges: readonly JobRange[]) =>
  (section: { start: number }): boolean =>
    ranges.some((range) => section.start >= range.start && section.start < range.end);

/** The content as a typist or proofreader may see it: the sections of their ranges. */
export const onlyWithin = (
  content: TranscriptContent,
  ranges: readonly JobRange[],
): TranscriptContent => ({ ...content, sections: content.sections.filter(startsWithin(ranges)) });

/**
 * The speakers list after a typist's or proofreader's save: the speakers sent are the list
 * (added, renamed, merged, removed speakers and all), except that a stored speaker still
 * speaking outside their ranges stays: a typist sees no one else's sections, so removes only who
 * is unused. `elsewhere` are the speakers of the sections outside the ranges, by id, or by name
 * for sections saved before sections had speaker ids. A rename shows on every section.
 */
export function mergeSpeakers(
  stored: readonly TranscriptSpeaker[],
  sent: readonly TranscriptSpeaker[],
  elsewhere: readonly { id: string | null; name: string | null }[],
): TranscriptSpeaker[] {
  const listed = new Set(sent.map((speaker) => speaker.id));
  const speaking = (speaker: TranscriptSpeaker) =>
    elsewhere.some((section) =>
      section.id === null ? section.name === speaker.name : section.id === speaker.id,
    );
  return [...sent, ...stored.filter((speaker) => !listed.has(speaker.id) && speaking(speaker))];
}
