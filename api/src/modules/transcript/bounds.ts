import { eq } from 'drizzle-orm';
import { formatDuration } from '@portal/contracts/media/format';
import { markersPastTheEnd } from '@portal/contracts/transcript/markers';
import { transcriptTexts } from '@portal/contracts/transcript/texts';
import type { ApiFieldError } from '@portal/contracts/common/errors';
import type { TranscriptContent } from '@portal/contracts/transcript/schema';
import type { Db } from '../../db/index.ts';
import { media } from '../../db/schema.ts';
import { RequestValidationError } from '../../lib/http-errors.ts';

/** The media's duration in seconds; null while it is not known. */
export async function mediaDuration(db: Db, mediaId: number): Promise<number | null> {
  const [item] = await db
    .select({ duration: media.duration })
    .from(media)
    .where(eq(media.id, mediaId));
  return item?.duration ?? null;
}

const sectionPastTheEnd = (
  section: TranscriptContent['sections'][number],
  index: number,
  duration: number,
): ApiFieldError[] => {
  const end = formatDuration(duration);
  const at = `content[sections][${index}]`;
  const markers = markersPastTheEnd(section.text, duration).map((marker) => marker.text);
  return [
    ...(section.start > duration
      ? [{ field: `${at}[start]`, message: transcriptTexts.startsPastTheEnd(end) }]
      : []),
    ...(markers.length > 0
      ? [{ field: `${at}[text]`, message: transcriptTexts.markersPastTheEnd(markers, end) }]
      : []),
  ];
};

/**
 * Refuses (422) content timed after the media's end, once its duration is known: each section
 * starting after it, and each section holding a marker timed after it, named by where it is.
 */
export function ensureWithinRecording(content: TranscriptContent, duration: number | null): void {
  if (duration === null) return;
  const fields = content.sections.flatMap((section, index) =>
    sectionPastTheEnd(section, index, duration),
  );
  if (fields.length > 0) throw new RequestValidationError(fields);
}
