import { jobTexts, type TranscriptContent } from '@portal/contracts/core';
import { unprocessable } from '../../lib/http-errors.ts';
import { rangeText } from '../job/format.ts';
import type { JobRange } from '../job/transcript-scope.ts';

type Section = TranscriptContent['sections'][number];

const within = (ranges: readonly JobRange[]) => (section: Section) =>
  ranges.some((range) => section.start >= range.start && section.start < range.end);

/** The content as a typist or proofreader may see it: the sections of their ranges. */
export const onlyWithin = (
  content: TranscriptContent,
  ranges: readonly JobRange[],
): TranscriptContent => ({ ...content, sections: content.sections.filter(within(ranges)) });

/**
 * A save of some ranges of a transcript: the sections sent, which must all start within the
 * ranges (422 otherwise), in place of the stored ones there; the stored sections elsewhere kept
 * as they are; the speakers sent added to (or renaming) the stored ones.
 */
export function mergeWithin(
  stored: TranscriptContent | undefined,
  sent: TranscriptContent,
  ranges: readonly JobRange[],
): TranscriptContent {
  const inside = within(ranges);
  if (!sent.sections.every(inside))
    throw unprocessable(jobTexts.outsideRange(ranges.map(rangeText).join(', ')), 'content');
  const kept = (stored?.sections ?? []).filter((section) => !inside(section));
  const keptIds = new Set(kept.map((section) => section.id));
  if (sent.sections.some((section) => keptIds.has(section.id)))
    throw unprocessable(jobTexts.sectionIdTaken, 'content');
  const speakers = new Map((stored?.speakers ?? []).map((speaker) => [speaker.id, speaker]));
  for (const speaker of sent.speakers) speakers.set(speaker.id, speaker);
  return {
    sections: [...kept, ...sent.sections].sort((a, b) => a.start - b.start),
    speakers: [...speakers.values()],
  };
}
