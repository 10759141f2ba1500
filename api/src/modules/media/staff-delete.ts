import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { media } from '../../db/schema.ts';
import { deriveMediaProgress } from '../job/progress.ts';
import { recordMediaStep } from '../job/staff-actions.ts';
import { lockMedia, mediaRowOf } from '../media-return/standing.ts';

/**
 * The grid's deleteMedia: an admin takes an ordered media out of production and the client's
 * library (sub-status Deleted content), its record, bytes and jobs kept, and the step recorded
 * in its history like every staff action.
 */
export async function staffDeleteMedia(
  db: Db,
  id: number,
  by: { actorId: number; at: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockMedia(tx, id);
    await tx.update(media).set({ status: 'deleted', updatedAt: by.at }).where(eq(media.id, id));
    await deriveMediaProgress(tx, id, by.at);
    await recordMediaStep(tx, 'deleteMedia', by, before, await mediaRowOf(tx, id));
  });
}
