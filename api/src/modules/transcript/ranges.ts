import { jobTexts } from '@portal/contracts/job/texts';
import { withSpeakerIds } from '@portal/contracts/transcript/speakers';
import type { TranscriptContent } from '@portal/contracts/transcript/schema';
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
 * as they are. The speakers sent are the list (added, renamed, merged, removed speakers and
 * all), except that a stored speaker still speaking outside the ranges stays: a typist sees no
 * one else's sections, so removes only who is unused. A rename shows on every section.
 */
export function mergeWithin(
  stored: TranscriptContent | undefined,
  sent: TranscriptContent,
  ranges: readonly JobRange[],
): TranscriptContent {
  const inside = within(ranges);
  if (!sent.sections.every(inside))
    throw unprocessable(jobTexts.outsideRange(ranges.map(rangeText).join(', ')), 'content');
  const before = stored ? withSpeakerIds(stored) : { sections: [], speakers: [] };
  const kept = before.sections.filter((section) => !inside(section));
  const keptIds = new Set(kept.map((section) => section.id));
  if (sent.sections.some((section) => keptIds.has(section.id)))
    throw unprocessable(jobTexts.sectionIdTaken, 'content');
  const listed = new Set(sent.speakers.map((speaker) => speaker.id));
  const speakingElsewhere = new Set(kept.map((section) => section.speakerId));
  const stay = before.speakers.filter(
    (speaker) => !listed.has(speaker.id) && speakingElsewhere.has(speaker.id),
  );
  return withSpeakerIds({
    sections: [...kept, ...sent.sections].sort((a, b) => a.start - b.start),
    speakers: [...sent.speakers, ...stay],
  });
}
