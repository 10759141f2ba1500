import { eq } from 'drizzle-orm';
import { jobTexts } from '@portal/contracts/job/texts';
import { maxTypistDeadline, typistDeadlineFrom } from '@portal/contracts/job/deadlines';
import type { FeatureFlags } from '@portal/contracts/portal/flags';
import type { JobParty } from '@portal/contracts/job/rules';
import type { Db } from '../../db/index.ts';
import { liveSessions, media } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { ApiError, unprocessable } from '../../lib/http-errors.ts';
import { seconds } from '../../lib/time.ts';
import { jobNotFound, partyOf } from './change.ts';
import { portalMoment } from './format.ts';
import { jobViewRow } from './read.ts';
import type { JobRow } from './views.ts';

type MediaDue = Pick<typeof media.$inferSelect, 'deadline' | 'serviceOptions'>;

export type MediaTimes = MediaDue & {
  /** A live session's end; null for a recording. */
  meetingEndsAt: Date | null;
};

/** When a live media's meeting ends (null for a recording), as its jobs' deadlines need it. */
export const meetingEnd = { meetingEndsAt: liveSessions.endsAt };

export const mediaTimesOf = async (db: Db, mediaId: number): Promise<MediaTimes | undefined> =>
  (
    await db
      .select({ deadline: media.deadline, serviceOptions: media.serviceOptions, ...meetingEnd })
      .from(media)
      .leftJoin(liveSessions, eq(liveSessions.mediaId, media.id))
      .where(eq(media.id, mediaId))
  )[0];

/** The latest deadline a typist's job on the media may have; none while the media has none. */
export const latestTypistDeadline = (item: MediaDue | undefined): Date | null =>
  item?.deadline ? maxTypistDeadline(item.deadline, item.serviceOptions?.turnaround ?? 0) : null;

/**
 * A job's deadline from the moment a typist gets it. A live session's notes are written up once
 * the meeting is over, so a note-taker assigned ahead of it has their time from its end, not
 * from the assignment (which would have the notes due before the meeting).
 */
export function deadlineFrom(at: Date, item: MediaTimes | undefined): Date | null {
  const latest = latestTypistDeadline(item);
  const end = item?.meetingEndsAt;
  return latest && typistDeadlineFrom(end && end > at ? end : at, latest);
}

/** GET /v1/job/max-typist-deadline/{id}: for whoever has a part in the job. */
export async function maxDeadlineOf(
  { db, featureFlags }: Pick<ServiceDeps, 'db' | 'featureFlags'>,
  actor: Actor,
  jobId: number,
) {
  const { job, media: item } = await jobViewRow(db, jobId);
  if (!(await partyOf(db, featureFlags, actor, job))) throw jobNotFound();
  const latest = latestTypistDeadline(item);
  if (!latest) throw unprocessable(jobTexts.noMediaDeadline);
  return { maxDeadline: seconds(latest) };
}

/**
 * A new deadline for the job, as its party may set it: in the future always; a typist only with
 * the typist deadline extension flag, later than the deadline they have, and no later than the
 * latest the media allows. Admins set any future deadline.
 */
export function checkDeadline(
  flags: FeatureFlags,
  party: JobParty,
  job: JobRow,
  item: MediaTimes | undefined,
  wanted: Date,
  at: Date,
): void {
  if (party === 'typist' && !flags.typistDeadlineExtension)
    throw new ApiError(403, jobTexts.deadlineExtensionOff);
  if (wanted <= at) throw unprocessable(jobTexts.deadlineInPast, 'deadline');
  if (party !== 'typist') return;
  if (job.deadline && wanted <= job.deadline)
    throw unprocessable(jobTexts.deadlineNotLater, 'deadline');
  const latest = latestTypistDeadline(item);
  if (latest && wanted > latest)
    throw unprocessable(jobTexts.deadlinePastMax(portalMoment(latest)), 'deadline');
}
