import { eq } from 'drizzle-orm';
import { can } from '@portal/contracts/policy/policy';
import { errorTexts } from '@portal/contracts/common/errors';
import { startingSpeakers } from '@portal/contracts/transcript/speakers';
import type { JobType } from '@portal/contracts/common/statuses';
import type { StartingSpeakers } from '@portal/contracts/transcript/schema';
import type { Db } from '../../db/index.ts';
import { media } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { readableRanges } from '../job/transcript-scope.ts';
import { readableMedia } from './access.ts';

/** Whoever writes the media's transcript: its admins, the typists and proofreaders of its jobs. */
async function ensureMayWrite(db: Db, actor: Actor, mediaId: number, kind: JobType) {
  if (can(actor, 'transcript.editJobRanges')) {
    await readableRanges(db, actor, mediaId, kind);
    return;
  }
  await readableMedia(db, actor, mediaId);
  if (!can(actor, 'media.produce')) throw new ApiError(403, errorTexts.unauthorized);
}

/**
 * GET /v1/transcript/starting-speakers/{id}: the speakers list a new transcript of the media
 * starts with, the meeting's attendees the client gave at checkout (the editor asks while the
 * media has no transcript; a speech-to-text draft brings its own list, attendees first).
 */
export async function readStartingSpeakers(
  db: Db,
  actor: Actor,
  mediaId: number,
  kind: JobType,
): Promise<StartingSpeakers> {
  await ensureMayWrite(db, actor, mediaId, kind);
  const [row] = await db
    .select({ extraFields: media.extraFields })
    .from(media)
    .where(eq(media.id, mediaId));
  return { speakers: startingSpeakers(row?.extraFields?.meetingAttendees ?? []) };
}
