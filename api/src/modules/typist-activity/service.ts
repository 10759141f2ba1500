import { and, eq, ne, or, sql } from 'drizzle-orm';
import { jobTexts, portalTime, type TypistActivity } from '@portal/contracts/core';
import type { Db } from '../../db/index.ts';
import { jobs, typistActivity } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';

/**
 * POST /v1/typist-activity: seconds of active editing on a job the caller types or proofreads
 * (a merged job is only a record: 404 like someone else's), added to their day's time on it.
 */
export async function recordActivity(
  db: Db,
  actor: Actor,
  input: { jobId: number; seconds: number },
  at: Date,
): Promise<TypistActivity> {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.id, input.jobId),
        ne(jobs.status, 'merged'),
        or(eq(jobs.typistId, actor.userId), eq(jobs.proofreaderId, actor.userId)),
      ),
    );
  if (!job) throw new ApiError(404, jobTexts.notFound);
  const day = portalTime(at).date;
  const [row] = await db
    .insert(typistActivity)
    .values({ userId: actor.userId, jobId: job.id, day, seconds: input.seconds, updatedAt: at })
    .onConflictDoUpdate({
      target: [typistActivity.userId, typistActivity.jobId, typistActivity.day],
      set: { seconds: sql`${typistActivity.seconds} + ${input.seconds}`, updatedAt: at },
    })
    .returning();
  return { jobId: job.id, day, seconds: row!.seconds };
}
