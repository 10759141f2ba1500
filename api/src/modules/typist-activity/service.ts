import { and, eq, inArray, max, or, sql } from 'drizzle-orm';
import { addPortalDays, portalTime } from '@portal/contracts/common/portal-time';
import { isOpenJob } from '@portal/contracts/job/rules';
import { jobTexts } from '@portal/contracts/job/texts';
import type { TypistActivity } from '@portal/contracts/typist-activity/schema';
import type { Db } from '../../db/index.ts';
import { jobs, typistActivity } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { activityAllowance, type ActivitySoFar } from './allowance.ts';

// One person's reports are counted one after another, whichever process answers them.
const ACTIVITY_LOCK = 7_246_210;

/**
 * The job the caller may record time on: one they type or proofread (anyone else's, or none:
 * the job's 404, so the answer tells nothing of which jobs exist), still open (409 once
 * finished or merged, as no more editing happens on it).
 */
async function openJobOf(tx: Db, actor: Actor, jobId: number): Promise<number> {
  const [job] = await tx
    .select({ id: jobs.id, status: jobs.status })
    .from(jobs)
    .where(
      and(
        eq(jobs.id, jobId),
        or(eq(jobs.typistId, actor.userId), eq(jobs.proofreaderId, actor.userId)),
      ),
    );
  if (!job) throw new ApiError(404, jobTexts.notFound);
  if (!isOpenJob(job.status)) throw new ApiError(409, jobTexts.activityClosed);
  return job.id;
}

/** The person's reports of the day and the day before: the latest, and the day's total. */
async function soFar(tx: Db, userId: number, day: string): Promise<ActivitySoFar> {
  const rows = await tx
    .select({
      day: typistActivity.day,
      last: max(typistActivity.updatedAt),
      seconds: sql<number>`sum(${typistActivity.seconds})::int`,
    })
    .from(typistActivity)
    .where(
      and(
        eq(typistActivity.userId, userId),
        inArray(typistActivity.day, [addPortalDays(day, -1), day]),
      ),
    )
    .groupBy(typistActivity.day);
  const today = rows.find((row) => row.day === day);
  const latest = Math.max(...rows.map((row) => row.last?.getTime() ?? 0));
  return {
    previousAt: rows.length > 0 ? new Date(latest) : null,
    reportedToday: today !== undefined,
    dayTotal: today?.seconds ?? 0,
  };
}

async function addSeconds(
  tx: Db,
  userId: number,
  jobId: number,
  day: string,
  seconds: number,
  at: Date,
) {
  const [row] = await tx
    .insert(typistActivity)
    .values({ userId, jobId, day, seconds, updatedAt: at })
    .onConflictDoUpdate({
      target: [typistActivity.userId, typistActivity.jobId, typistActivity.day],
      set: { seconds: sql`${typistActivity.seconds} + ${seconds}`, updatedAt: at },
    })
    .returning({ seconds: typistActivity.seconds });
  return row!.seconds;
}

async function secondsOn(tx: Db, userId: number, jobId: number, day: string) {
  const [row] = await tx
    .select({ seconds: typistActivity.seconds })
    .from(typistActivity)
    .where(
      and(
        eq(typistActivity.userId, userId),
        eq(typistActivity.jobId, jobId),
        eq(typistActivity.day, day),
      ),
    );
  return row?.seconds ?? 0;
}

/**
 * POST /v1/typist-activity: seconds of active editing on an open job the caller types or
 * proofreads, added to their day's time on it (UK day), clipped to what the clock allows
 * (`activityAllowance`). Under the person's lock, so reports at the same moment are measured
 * one from the other, never each from the same previous one. A report the clock leaves no
 * time for records nothing and answers the day's time as it was.
 */
export async function recordActivity(
  db: Db,
  actor: Actor,
  input: { jobId: number; seconds: number },
  at: Date,
): Promise<TypistActivity> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACTIVITY_LOCK}, ${actor.userId})`);
    const jobId = await openJobOf(tx, actor, input.jobId);
    const day = portalTime(at).date;
    const allowed = activityAllowance(await soFar(tx, actor.userId, day), at);
    const seconds = Math.min(input.seconds, allowed);
    return {
      jobId,
      day,
      seconds:
        seconds > 0
          ? await addSeconds(tx, actor.userId, jobId, day, seconds, at)
          : await secondsOn(tx, actor.userId, jobId, day),
    };
  });
}
