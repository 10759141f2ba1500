import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { can } from '@portal/contracts/policy/policy';
import { errorTexts } from '@portal/contracts/common/errors';
import { mayUseGridAction } from '@portal/contracts/media-assignment/assign-grid-actions';
import { mediaTexts } from '@portal/contracts/media/texts';
import type { Job } from '@portal/contracts/job/schema';
import type { TranscriptContent } from '@portal/contracts/transcript/schema';
import type { Db } from '../../db/index.ts';
import { jobs, media } from '../../db/schema.ts';
import { findTranscript } from '../transcript-store/read.ts';
import type { Actor } from '../../lib/caller.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { jobNotFound, partyOf } from './change.ts';
import { jobsWithMedia, jobViews, toJob, type JobRow, type JobViewRow } from './views.ts';

type Expansion = 'childrenJobs' | 'typistTranscript';

/** The job with what its answer shows, or the 404. */
export async function jobViewRow(db: Db, id: number, where?: SQL): Promise<JobViewRow> {
  const [row] = await jobsWithMedia(db).where(and(eq(jobs.id, id), where));
  if (!row) throw jobNotFound();
  return row;
}

/** A job as the API answers it, after a change (whoever made it may no longer see it). */
export const jobAnswer = async (db: Db, id: number): Promise<Job> =>
  toJob(await jobViewRow(db, id));

/** The media's transcript (or notes) sections within the job's range, with every speaker. */
export async function typistTranscript(
  db: Db,
  job: Pick<JobRow, 'mediaId' | 'type' | 'start' | 'end'>,
): Promise<TranscriptContent | null> {
  const row = await findTranscript(db, job.mediaId, job.type);
  if (!row) return null;
  return {
    sections: row.content.sections.filter(
      (section) => section.start >= job.start && section.start < job.end,
    ),
    speakers: row.content.speakers,
  };
}

/** The caller's jobs: all of them for admins, else those they type or proofread. */
const onesOf = (actor: Actor): SQL | undefined =>
  can(actor, 'job.assign')
    ? undefined
    : or(eq(jobs.typistId, actor.userId), eq(jobs.proofreaderId, actor.userId));

/**
 * GET /v1/job/{id}: a job the caller has a part in (404 otherwise, as for an unknown id), with
 * its children (those the caller has a part in) and its range of the transcript on request; a
 * typist it is only offered to sees no transcript.
 */
export async function getJob(
  { db, featureFlags }: Pick<ServiceDeps, 'db' | 'featureFlags'>,
  actor: Actor,
  id: number,
  expand: readonly Expansion[] = [],
): Promise<Job> {
  const row = await jobViewRow(db, id);
  const party = await partyOf(db, featureFlags, actor, row.job);
  if (!party) throw jobNotFound();
  // The admins the grid does not offer the job's transcript (previewJobTranscript) are refused it.
  if (
    expand.includes('typistTranscript') &&
    party === 'admin' &&
    !mayUseGridAction(actor.role, 'previewJobTranscript')
  )
    throw new ApiError(403, errorTexts.unauthorized);
  const job: Job = toJob(row);
  if (expand.includes('childrenJobs'))
    job.childrenJobs = await jobViews(db, and(eq(jobs.parentId, id), onesOf(actor)));
  if (expand.includes('typistTranscript'))
    job.typistTranscript = party === 'candidate' ? null : await typistTranscript(db, row.job);
  return job;
}

/** GET /v1/job/demo/{id}: a job of a demo recording, with its transcript, for any staff. */
export async function demoJob(db: Db, id: number): Promise<Job> {
  const row = await jobViewRow(db, id, eq(media.demo, true));
  return { ...toJob(row), typistTranscript: await typistTranscript(db, row.job) };
}

/**
 * The jobs of a media the caller has a part in: every one for admins; a typist's or
 * proofreader's own. None (or no such media): the media's 404.
 */
export async function mediaJobs(db: Db, actor: Actor, mediaId: number): Promise<Job[]> {
  const found = await jobViews(db, and(eq(jobs.mediaId, mediaId), onesOf(actor)));
  if (found.length > 0 || (can(actor, 'job.assign') && (await mediaExists(db, mediaId))))
    return found;
  throw new ApiError(404, mediaTexts.notFound);
}

const mediaExists = async (db: Db, id: number) =>
  (await db.select({ id: media.id }).from(media).where(eq(media.id, id))).length > 0;

/** GET /v1/media/job-statuses/{id}: the status of every job of a media the caller works on. */
export async function mediaJobStatuses(db: Db, actor: Actor, mediaId: number) {
  await mediaJobs(db, actor, mediaId);
  const all = await jobViews(db, eq(jobs.mediaId, mediaId));
  return all.map(({ id, status, typistName }) => ({ id, status, typistName }));
}

/**
 * GET /v1/job/live-ranges-per-typist: who is typing which ranges of a media now (its assigned
 * and in-progress jobs), for staff who may see its jobs. Anything amiss answers an empty list,
 * as the editor expects.
 */
export async function liveRanges(db: Db, actor: Actor, mediaId: number) {
  try {
    const live = (await mediaJobs(db, actor, mediaId)).length > 0;
    const rows = live
      ? await jobViews(
          db,
          and(eq(jobs.mediaId, mediaId), inArray(jobs.status, ['assigned', 'in-progress'])),
        )
      : [];
    const byTypist = new Map<number, { typistId: number; typistName: string; ranges: Range[] }>();
    for (const job of rows) {
      if (job.typistId === null) continue;
      const entry = byTypist.get(job.typistId) ?? {
        typistId: job.typistId,
        typistName: job.typistName ?? '',
        ranges: [],
      };
      entry.ranges.push({ start: job.mediaRangeStart, end: job.mediaRangeEnd });
      byTypist.set(job.typistId, entry);
    }
    return [...byTypist.values()];
  } catch {
    return [];
  }
}

interface Range {
  start: number;
  end: number;
}
