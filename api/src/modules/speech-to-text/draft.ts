import { eq } from 'drizzle-orm';
import { startingSpeakers } from '@portal/contracts/transcript/speakers';
import { transcriptContentSchema } from '@portal/contracts/transcript/save-schema';
import type { TranscriptContent } from '@portal/contracts/transcript/schema';
import type { Db } from '../../db/index.ts';
import type { MediaRow, TranscriptRow } from '../../db/rows.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { media } from '../../db/schema.ts';
import { findTranscript, saveTranscript } from '../transcript/service.ts';
import type { S2tSegment } from './provider.ts';

/**
 * The provider's segments as transcript content: one section per segment (segments are about a
 * sentence long, so each falls in one typist's range when the media is split), in time order,
 * none starting after the recording's end; each speaker the provider named once in the list.
 */
export function draftContent(segments: readonly S2tSegment[], duration: number): TranscriptContent {
  const spoken = segments
    .filter((segment) => segment.text.trim() !== '')
    .sort((a, b) => a.start - b.start);
  const names = [...new Set(spoken.map((segment) => segment.speaker?.trim() ?? ''))].filter(
    (name) => name !== '',
  );
  return transcriptContentSchema.parse({
    sections: spoken.map((segment, index) => ({
      id: `s2t-${index + 1}`,
      speaker: segment.speaker?.trim() ?? '',
      start: Math.min(segment.start, duration),
      text: segment.text,
    })),
    speakers: names.map((name, index) => ({ id: `s2t-speaker-${index + 1}`, name })),
  });
}

/**
 * Whether a person saved the media's transcript: a typist, a proofreader, an admin (a save, a
 * restore). Only the draft leaves the transcript at the version it wrote (`s2tDraftVersion`).
 */
export async function hasTypedText(
  tx: Db,
  item: Pick<MediaRow, 'id' | 's2tDraftVersion'>,
): Promise<boolean> {
  return typedOver(await findTranscript(tx, item.id, 'default'), item);
}

const typedOver = (
  transcript: Pick<TranscriptRow, 'version'> | undefined,
  item: Pick<MediaRow, 's2tDraftVersion'>,
) => transcript !== undefined && transcript.version !== item.s2tDraftVersion;

/**
 * Saves the draft as the media's transcript, the typists' starting text, unless a person has
 * saved text: human work is never replaced by a machine's (answers false, nothing written). Its
 * speakers list starts with the meeting's attendees, as a new transcript's does; a draft speaker
 * with an attendee's name is that attendee. Call with the media locked, so no typist's save
 * slips in; an admin's, which takes no lock on the media, refuses the draft as a later save of
 * the whole would be refused (409).
 */
export async function saveDraft(
  tx: Db,
  item: Pick<MediaRow, 'id' | 's2tDraftVersion' | 'extraFields'>,
  content: TranscriptContent,
  at: Date,
): Promise<boolean> {
  const transcript = await findTranscript(tx, item.id, 'default');
  if (typedOver(transcript, item)) return false;
  const attendees = item.extraFields?.meetingAttendees ?? [];
  const draft = {
    mediaId: item.id,
    kind: 'default' as const,
    content: { ...content, speakers: startingSpeakers(attendees, content.speakers) },
    userId: null,
    at,
    written: 'whole' as const,
    base: transcript?.version ?? 0,
  };
  // In a savepoint: a refused draft leaves nothing of itself behind in the task's transaction.
  const row = await tx
    .transaction((savepoint) => saveTranscript(savepoint, draft))
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.statusCode === 409) return undefined;
      throw error;
    });
  if (!row) return false;
  await tx.update(media).set({ s2tDraftVersion: row.version }).where(eq(media.id, item.id));
  return true;
}
