import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { can } from '@portal/contracts/policy/policy';
import {
  jobActionRule,
  jobPartyOf,
  ruleAllows,
  startWork,
  type JobState,
} from '@portal/contracts/job/rules';
import { jobTexts } from '@portal/contracts/job/texts';
import { mediaTexts } from '@portal/contracts/media/texts';
import { transcriptTexts } from '@portal/contracts/transcript/texts';
import type { JobType } from '@portal/contracts/common/statuses';
import type { Db } from '../../db/index.ts';
import { jobs } from '../../db/schema.ts';
import { runStatement, type Statement } from '../../lib/statements.ts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { applyRule } from './change.ts';
import { deriveMediaProgress } from './progress.ts';

/** Seconds into the media: a section belongs to the range it starts in. */
export interface JobRange {
  start: number;
  end: number;
}

/** The range of a job the caller may write, and the job. */
export interface WritableRange extends JobRange {
  jobId: number;
}

/** The ranges the caller may write, and the media's duration (null while not known). */
export interface Writable {
  ranges: WritableRange[];
  duration: number | null;
}

/** What the job rules read of a job (`JobState`) and its range, with its media's lock. */
type LockedJob = JobState & {
  id: number;
  type: JobType;
  start: number;
  end: number;
  mediaStatus: string;
  duration: number | null;
};

/**
 * The caller's jobs on the media locked in id order, then the media (shared, or alone), with
 * what the save checks against: the first locks of a save, in one round trip.
 */
const jobsLock = (worker: 'typist' | 'proofreader', media: 'update' | 'share'): Statement => ({
  name: `save_jobs_lock_${worker}_${media}`,
  text: `select j."id", j."type", j."start", j."end", j."status", j."typist_id" as "typistId",
      j."proofreader_id" as "proofreaderId", j."self_assign" as "selfAssign", j."has_issue" as "hasIssue",
      m."status" as "mediaStatus", m."duration"
    from "jobs" j join "media" m on m."id" = j."media_id"
    where j."media_id" = $1 and j."${worker}_id" = $2
    order by j."id" for update of j for ${media} of m`,
});
const jobsLocks = {
  typist: { update: jobsLock('typist', 'update'), share: jobsLock('typist', 'share') },
  proofreader: {
    update: jobsLock('proofreader', 'update'),
    share: jobsLock('proofreader', 'share'),
  },
};

/**
 * Thrown by `writableRanges` when the save starts work on a job but took the media shared: the
 * save runs again (`withMediaLock`), taking it alone from the start. Taking it alone then, over
 * the shared lock, would deadlock two first saves on the media.
 */
export class StartsWork extends Error {}

/** Runs a save that locks its ranges (`alone` for the media's lock), again alone when it starts work. */
export async function withMediaLock<T>(save: (alone: boolean) => Promise<T>): Promise<T> {
  try {
    return await save(false);
  } catch (error) {
    if (error instanceof StartsWork) return save(true);
    throw error;
  }
}

/** The caller's part on jobs: those they type or proofread. */
function workerOf(actor: Actor) {
  if (can(actor, 'job.type')) return 'typist';
  if (can(actor, 'job.proofread')) return 'proofreader';
  return null;
}

/** The column naming the caller on the jobs of their part. */
function workerColumn(actor: Actor) {
  const worker = workerOf(actor);
  if (worker === null) return null;
  return worker === 'typist' ? jobs.typistId : jobs.proofreaderId;
}

/** The ranges of the typist's or proofreader's jobs on the media; none: the media's 404. */
async function rangesOfJobs(
  db: Db,
  actor: Actor,
  mediaId: number,
  kind?: SQL,
): Promise<JobRange[]> {
  const column = workerColumn(actor);
  const ranges = column
    ? await db
        .select({ start: jobs.start, end: jobs.end })
        .from(jobs)
        .where(and(eq(jobs.mediaId, mediaId), kind, eq(column, actor.userId)))
        .orderBy(jobs.start)
    : [];
  if (ranges.length === 0) throw new ApiError(404, mediaTexts.notFound);
  return ranges;
}

/**
 * What of a media's transcript (or notes) a typist or proofreader may read
 * (GET /v1/transcript/{id}): the ranges of their jobs of that kind on it, whatever the jobs'
 * status. Without such a job: the media's 404, as if it did not exist.
 */
export const readableRanges = (
  db: Db,
  actor: Actor,
  mediaId: number,
  kind: JobType,
): Promise<JobRange[]> => rangesOfJobs(db, actor, mediaId, eq(jobs.type, kind));

/**
 * What of a media a typist or proofreader may hear (the editor's player): the ranges of their
 * jobs of either kind, whatever the jobs' status, joined where they meet or overlap. Without a
 * job: the media's 404.
 */
export async function hearableRanges(db: Db, actor: Actor, mediaId: number): Promise<JobRange[]> {
  const joined: JobRange[] = [];
  for (const range of await rangesOfJobs(db, actor, mediaId)) {
    const last = joined.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else joined.push({ ...range });
  }
  return joined;
}

/**
 * What of a media's transcript (or notes) a typist or proofreader may write now
 * (PUT /v1/transcript/{id}): the ranges of their jobs of that kind which they may finish, as the
 * job rules say (the typist's assigned and in-progress jobs, the proofreader's typed ones).
 * Inside the save's transaction: locks those jobs, then the media, so saves of one media queue
 * up; the typist's first save starts work on an assigned job (`startWork`). Without a job on
 * the media: its 404; without one open to them: 403.
 */
export async function writableRanges(
  tx: Db,
  actor: Actor,
  mediaId: number,
  kind: JobType,
  at: Date,
  /**
   * The save takes the media alone: it finishes the jobs (a submit), which changes the media's
   * progress, or runs again as it starts work (`StartsWork`).
   */
  finishing = false,
): Promise<Writable> {
  const worker = workerOf(actor);
  const media = finishing ? 'update' : 'share';
  const theirs = worker
    ? await runStatement<LockedJob>(tx, jobsLocks[worker][media], [mediaId, actor.userId])
    : [];
  if (theirs.length === 0) throw new ApiError(404, mediaTexts.notFound);
  const user = { id: actor.userId, role: actor.role };
  const open = theirs.filter((job) => job.type === kind && jobActionRule(user, job, 'finish'));
  if (open.length === 0) throw new ApiError(403, jobTexts.noOpenJob);
  const starting = open.filter((job) => ruleAllows(startWork, jobPartyOf(user, job), job));
  // Shared by the saves of the media's other ranges, so they do not wait on each other, and
  // held against a return until the save commits; the start of work (once a job, its first
  // save) and a submit change the media's progress, so they take the media alone.
  if (starting.length > 0 && media === 'share') throw new StartsWork();
  const [item] = theirs;
  // A return with force leaves jobs open: what the client has is no longer theirs to change.
  if (item?.mediaStatus === 'returned') throw new ApiError(403, transcriptTexts.alreadyReturned);
  const step = { ...startWork, action: 'startWork' } as const;
  // Once a job: its whole row (locked above) for the step's record.
  const rows =
    starting.length > 0
      ? await tx
          .select()
          .from(jobs)
          .where(
            inArray(
              jobs.id,
              starting.map((job) => job.id),
            ),
          )
          .orderBy(jobs.id)
      : [];
  for (const job of rows) await applyRule(tx, job, step, {}, { actorId: actor.userId, at });
  if (starting.length > 0) await deriveMediaProgress(tx, mediaId, at);
  return {
    ranges: open.map(({ id, start, end }) => ({ jobId: id, start, end })),
    duration: item?.duration ?? null,
  };
}
