import { inArray, type SQL } from 'drizzle-orm';
import { mayRemoveMedia } from '@portal/contracts/media/removal';
import { mediaProgress } from '@portal/contracts/media/progress';
import type { ProjectAccess } from '@portal/contracts/project/access';
import type { Db } from '../../db/index.ts';
import { jobs, media } from '../../db/schema.ts';
import { ApiError } from '../../lib/http-errors.ts';

/**
 * Before a deletion by whoever reaches the media through `access`: refuses it (409, `refusal`)
 * unless every media `which` picks may go now (`mayRemoveMedia`), as its jobs make it
 * (`mediaProgress`). The jobs are locked before their media, in the order a job change takes
 * (job, then media), so a typist taking a job at that moment either has committed, and is seen,
 * or waits and then finds the media deleted.
 */
export async function ensureRemovable(
  tx: Db,
  access: ProjectAccess,
  which: SQL,
  refusal: string,
): Promise<void> {
  const picked = tx.select({ id: media.id }).from(media).where(which);
  const held = await tx
    .select({
      mediaId: jobs.mediaId,
      status: jobs.status,
      typistId: jobs.typistId,
      selfAssign: jobs.selfAssign,
    })
    .from(jobs)
    .where(inArray(jobs.mediaId, picked))
    .orderBy(jobs.id)
    .for('update');
  const rows = await tx
    .select({
      id: media.id,
      status: media.status,
      onHold: media.onHold,
      cancelled: media.cancelled,
      renditionState: media.renditionState,
      s2tState: media.s2tState,
    })
    .from(media)
    .where(which)
    .orderBy(media.id)
    .for('update');
  const standing = (row: (typeof rows)[number]) =>
    mediaProgress(
      row,
      held.filter((job) => job.mediaId === row.id),
    );
  if (!rows.every((row) => mayRemoveMedia(access, standing(row)))) throw new ApiError(409, refusal);
}
