import { eq } from 'drizzle-orm';
import { mediaAssignmentTexts } from '@portal/contracts/media-assignment/texts';
import { mediaTexts } from '@portal/contracts/media/texts';
import type { Db } from '../../db/index.ts';
import { liveSessions, media, services } from '../../db/schema.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { lockMediaJobs } from '../job/change.ts';
import { meetingEnd, type MediaTimes } from '../job/deadlines.ts';
import { serviceOfMedia, type JobRow } from '../job/views.ts';

/** What assignment reads of a media's service: its names and the typists' rates by grade. */
export type MediaService = Pick<
  typeof services.$inferSelect,
  'name' | 'shortName' | 'typistGradeRates' | 'notesTypistRates'
>;

export interface OpenMedia extends MediaTimes {
  id: number;
  duration: number;
  updatedAt: Date;
  service: MediaService | null;
}

/**
 * Locks the media for assignment: its row, then its jobs, so two admins assigning it take turns.
 * 404 when there is no such media; 409 unless it is ordered or assigned, not cancelled, not a
 * demo recording, and has its duration.
 */
export async function lockOpenMedia(
  tx: Db,
  mediaId: number,
): Promise<{ item: OpenMedia; rows: JobRow[] }> {
  const [row] = await tx.select().from(media).where(eq(media.id, mediaId)).for('update');
  if (!row) throw new ApiError(404, mediaTexts.notFound);
  const open = ['ordered', 'assigned'].includes(row.status) && !row.cancelled && !row.demo;
  if (!open) throw new ApiError(409, mediaAssignmentTexts.notOpen);
  if (row.duration === null) throw new ApiError(409, mediaAssignmentTexts.noDuration);
  const [service] = await tx
    .select({
      name: services.name,
      shortName: services.shortName,
      typistGradeRates: services.typistGradeRates,
      notesTypistRates: services.notesTypistRates,
    })
    .from(media)
    .innerJoin(services, serviceOfMedia)
    .where(eq(media.id, mediaId));
  const [live] = await tx
    .select(meetingEnd)
    .from(liveSessions)
    .where(eq(liveSessions.mediaId, mediaId));
  const rows = await lockMediaJobs(tx, mediaId);
  const { duration, deadline, updatedAt, serviceOptions } = row;
  const times = { deadline, serviceOptions, meetingEndsAt: live?.meetingEndsAt ?? null };
  return {
    item: { id: row.id, duration, updatedAt, ...times, service: service ?? null },
    rows,
  };
}
