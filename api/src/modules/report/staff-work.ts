import { and, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { jobs, typistActivity, users } from '../../db/schema.ts';
import { paidJobStatuses } from '../invoice/lines.ts';
import { instantsOf, type DaySpan } from './span.ts';

/**
 * What a typist finished in the span, for each `users` row of the query it is joined to
 * (laterally): the jobs an invoice pays (done, substandard, merged) by when they were finished,
 * and the media seconds of their ranges.
 */
export function finishedWork(db: Db, span: DaySpan) {
  const { from, until } = instantsOf(span);
  return db
    .select({
      jobs: sql<number>`count(*)::int`.as('finished_jobs'),
      done: sql<number>`(count(*) filter (where ${jobs.status} = 'done'))::int`.as('done'),
      substandard: sql<number>`(count(*) filter (where ${jobs.status} = 'substandard'))::int`.as(
        'substandard',
      ),
      seconds: sql<number>`coalesce(sum(${jobs.end} - ${jobs.start}), 0)`
        .mapWith(Number)
        .as('finished_seconds'),
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.typistId, users.id),
        inArray(jobs.status, [...paidJobStatuses]),
        gte(jobs.finishedAt, from),
        lt(jobs.finishedAt, until),
      ),
    )
    .as('finished');
}

const countOf = (status: string) =>
  sql<number>`(count(*) filter (where ${jobs.status} = ${status}))::int`;

/** A typist's jobs now: taken and not finished, and those with an issue still open. */
export function currentWork(db: Db) {
  return db
    .select({
      assigned: countOf('assigned').as('assigned'),
      inProgress: countOf('in-progress').as('in_progress'),
      partialDone: countOf('partial-done').as('partial_done'),
      openIssues: sql<number>`(count(*) filter (where ${jobs.hasIssue}
        and ${jobs.issueStatus} = 'Open'))::int`.as('open_issues'),
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.typistId, users.id),
        or(inArray(jobs.status, ['assigned', 'in-progress', 'partial-done']), jobs.hasIssue),
      ),
    )
    .as('current');
}

/** A person's active editing time in the span (`typist_activity` days, UK time). */
export function activityIn(db: Db, span: DaySpan) {
  return db
    .select({
      days: sql<number>`count(distinct ${typistActivity.day})::int`.as('days'),
      seconds: sql<number>`coalesce(sum(${typistActivity.seconds}), 0)`
        .mapWith(Number)
        .as('active_seconds'),
      jobs: sql<number>`count(distinct ${typistActivity.jobId})::int`.as('jobs_worked'),
    })
    .from(typistActivity)
    .where(
      and(
        eq(typistActivity.userId, users.id),
        gte(typistActivity.day, span.fromDate),
        lte(typistActivity.day, span.toDate),
      ),
    )
    .as('activity');
}
