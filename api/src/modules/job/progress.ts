import { eq } from 'drizzle-orm';
import { mediaProgress } from '@portal/contracts/media/progress';
import type { Db } from '../../db/index.ts';
import { jobs, media } from '../../db/schema.ts';

/**
 * Writes the media's status and sub-status as its jobs now make them (`mediaProgress`), inside
 * the transaction that changed a job. The media row is locked before its jobs are read, so two
 * changes to jobs of one media derive one after the other, the second seeing the first's jobs.
 * Its `updatedAt` moves with every change to its jobs too: the assign grid's row shows the jobs,
 * and an admin acting on a row an other admin has since changed is refused (409).
 */
export async function deriveMediaProgress(tx: Db, mediaId: number, at: Date): Promise<void> {
  const [item] = await tx
    .select({
      status: media.status,
      subStatus: media.subStatus,
      onHold: media.onHold,
      cancelled: media.cancelled,
      renditionState: media.renditionState,
      s2tState: media.s2tState,
    })
    .from(media)
    .where(eq(media.id, mediaId))
    .for('update');
  if (!item) return;
  const rows = await tx
    .select({ status: jobs.status, typistId: jobs.typistId, selfAssign: jobs.selfAssign })
    .from(jobs)
    .where(eq(jobs.mediaId, mediaId));
  const next = mediaProgress(item, rows);
  await tx
    .update(media)
    .set({ status: next.status, subStatus: next.subStatus, updatedAt: at })
    .where(eq(media.id, mediaId));
}
