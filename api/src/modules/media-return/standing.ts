import { and, eq, ne } from 'drizzle-orm';
import { mediaTexts } from '@portal/contracts/media/texts';
import type { JobStatus } from '@portal/contracts/common/statuses';
import type { MediaStanding } from '@portal/contracts/media-return/schema';
import type { Db } from '../../db/index.ts';
import type { MediaRow } from '../../db/rows.ts';
import { jobs, media } from '../../db/schema.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { seconds } from '../../lib/time.ts';
import { rangeText } from '../job/format.ts';

const liveMedia = (db: Db, id: number) =>
  db
    .select()
    .from(media)
    .where(and(eq(media.id, id), ne(media.status, 'deleted')));

const found = (row: MediaRow | undefined): MediaRow => {
  if (!row) throw new ApiError(404, mediaTexts.notFound);
  return row;
};

/** The media; a deleted one is gone for staff too (404). */
export const findMedia = async (db: Db, id: number): Promise<MediaRow> =>
  found((await liveMedia(db, id))[0]);

/** The media, locked for the step about to change it. */
export const lockMedia = async (tx: Db, id: number): Promise<MediaRow> =>
  found((await liveMedia(tx, id).for('update'))[0]);

export const mediaRowOf = async (tx: Db, id: number): Promise<MediaRow> =>
  (await tx.select().from(media).where(eq(media.id, id)))[0]!;

/** A media where the finishing line leaves it. */
export const toStanding = (row: MediaRow): MediaStanding => ({
  id: row.id,
  status: row.status,
  subStatus: row.subStatus,
  onHold: row.onHold,
  cancelled: row.cancelled,
  returnNotes: row.returnNotes,
  returnedAt: row.returnedAt && seconds(row.returnedAt),
});

/** Typing and proofreading are over: the job's part of the transcript is final. */
export const finishedJob: readonly JobStatus[] = ['done', 'substandard', 'merged'];

/** The media's jobs in range order, locked with it. */
export const lockJobs = (tx: Db, mediaId: number) =>
  tx.select().from(jobs).where(eq(jobs.mediaId, mediaId)).orderBy(jobs.start).for('update');

/** Jobs as the admin reads them: "0:00 to 5:00 (in-progress)". */
export const partsText = (list: readonly { start: number; end: number; status: JobStatus }[]) =>
  list.map((job) => `${rangeText(job)} (${job.status})`).join(', ');

/** The media's jobs not finished yet, in range order, locked. */
export const unfinishedJobs = async (tx: Db, mediaId: number) =>
  (await lockJobs(tx, mediaId)).filter((job) => !finishedJob.includes(job.status));
