import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { can } from '@portal/contracts/policy/policy';
import { jobTexts } from '@portal/contracts/job/texts';
import type { FeatureFlags } from '@portal/contracts/portal/flags';
import type { JobListInput, JobScope } from '@portal/contracts/job/schema';
import type { JobSortKey } from '@portal/contracts/common/limits';
import type { Db } from '../../db/index.ts';
import { jobs, media, services } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { containing } from '../../lib/like.ts';
import { openOfferTo, typistProfile } from './offers.ts';
import { jobsWithMedia, serviceOfMedia, toJob } from './views.ts';

type JobList = DomainInput<JobListInput>;

const notYours = () => new ApiError(403, jobTexts.scopeNotYours);

async function typistScope(db: Db, flags: FeatureFlags, actor: Actor, scope: JobScope) {
  if (scope === 'mine') return eq(jobs.typistId, actor.userId);
  if (scope !== 'offered') throw notYours();
  if (!flags.selfAssignOffers) throw new ApiError(403, jobTexts.offersOff);
  const typist = await typistProfile(db, actor.userId);
  return typist ? openOfferTo(typist) : sql`false`;
}

/**
 * Which jobs a list shows the caller. A typist: `mine` (the jobs they type) or `offered` (the
 * offers open to them); a proofreader: the jobs they proofread (`proofreading`, or `mine`);
 * admins: `all` (or `mine`: they run every job), every open `offered` job, or the jobs with a
 * proofreader (`proofreading`).
 */
async function scopeOf(
  db: Db,
  flags: FeatureFlags,
  actor: Actor,
  scope: JobScope,
): Promise<SQL | undefined> {
  if (can(actor, 'job.type')) return typistScope(db, flags, actor, scope);
  if (can(actor, 'job.proofread')) {
    if (scope === 'mine' || scope === 'proofreading') return eq(jobs.proofreaderId, actor.userId);
    throw notYours();
  }
  if (!can(actor, 'job.assign')) throw notYours();
  if (scope === 'offered')
    return and(eq(jobs.status, 'available'), eq(jobs.selfAssign, true), isNull(jobs.typistId));
  if (scope === 'proofreading') return isNotNull(jobs.proofreaderId);
  return undefined;
}

const filtersOf = (query: JobList): (SQL | undefined)[] => [
  query.status && inArray(jobs.status, query.status),
  query.type && eq(jobs.type, query.type),
  query.mediaId === undefined ? undefined : eq(jobs.mediaId, query.mediaId),
  query.typistId === undefined ? undefined : eq(jobs.typistId, query.typistId),
  query.hasIssue === undefined ? undefined : eq(jobs.hasIssue, query.hasIssue),
  query.title ? ilike(media.title, containing(query.title)) : undefined,
];

const sortColumns = {
  deadline: jobs.deadline,
  createdAt: jobs.createdAt,
  status: jobs.status,
  title: media.title,
} satisfies Record<JobSortKey, unknown>;

/** GET /v1/job: a page of the jobs in the caller's scope, filtered and sorted. */
export async function listJobs(
  { db, featureFlags }: Pick<ServiceDeps, 'db' | 'featureFlags'>,
  actor: Actor,
  query: JobList,
) {
  const scope = await scopeOf(db, featureFlags, actor, query.scope);
  const column = sortColumns[query.sort];
  const where = and(scope, ...filtersOf(query));
  const rows = await jobsWithMedia(db)
    .where(where)
    .orderBy(
      query.order === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`,
      asc(jobs.id),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [counted] = await db
    .select({ total: count() })
    .from(jobs)
    .innerJoin(media, eq(media.id, jobs.mediaId))
    .leftJoin(services, serviceOfMedia)
    .where(where);
  return {
    result: rows.map(toJob),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
