import { eq } from 'drizzle-orm';
import { formatDuration } from '@portal/contracts/media/format';
import { markersPastTheEnd } from '@portal/contracts/transcript/markers';
import { transcriptTexts } from '@portal/contracts/transcript/texts';
import type { ApiFieldError } from '@portal/contracts/common/errors';
import type { TranscriptSection } from '@portal/contracts/transcript/schema';
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
  section: TranscriptSection,
  at: string,
  duration: number,
): ApiFieldError[] => {
  const end = formatDuration(duration);
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
 * Refuses (422) sections timed after the media's end, once its duration is known: each section
 * starting after it, and each section holding a marker timed after it, named by where it is
 * (`content[sections][N]` in a whole save, `sections[N]` in a save of changes).
 */
export function ensureWithinRecording(
  sent: { sections: readonly TranscriptSection[] },
  duration: number | null,
  field = 'content[sections]',
): void {
  if (duration === null) return;
  const fields = sent.sections.flatMap((section, index) =>
    sectionPastTheEnd(section, `${field}[${index}]`, duration),
  );
  if (fields.length > 0) throw new RequestValidationError(fields);
}
