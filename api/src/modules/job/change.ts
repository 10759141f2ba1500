import { and, eq } from 'drizzle-orm';
import { errorTexts } from '@portal/contracts/common/errors';
import {
  jobPartyOf,
  partyMay,
  ruleAllows,
  ruleFor,
  type JobAction,
  type JobParty,
} from '@portal/contracts/job/rules';
import { jobTexts } from '@portal/contracts/job/texts';
import type { FeatureFlags } from '@portal/contracts/portal/flags';
import type { Db } from '../../db/index.ts';
import { jobs } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { isOfferedTo } from './offers.ts';
import { deriveMediaProgress } from './progress.ts';
import { recordJobStep, type JobStepBy, type JobStepRule } from './staff-actions.ts';
import type { JobRow } from './views.ts';

/** What the job services use of the app: its database, clock, flags and the portal's address. */
export type JobDeps = Pick<ServiceDeps, 'db' | 'now' | 'featureFlags' | 'portalUrl'>;

export type JobChanges = Partial<Omit<typeof jobs.$inferInsert, 'id' | 'status' | 'updatedAt'>>;

/**
 * How the caller stands to the job, as far as they may know of it: a typist is a candidate only
 * for a job offered to them (`isOfferedTo`); null when the job is none of theirs.
 */
export async function partyOf(
  db: Db,
  flags: FeatureFlags,
  actor: Actor,
  job: JobRow,
): Promise<JobParty | null> {
  const party = jobPartyOf({ id: actor.userId, role: actor.role }, job);
  if (party !== 'candidate') return party;
  return (await isOfferedTo(db, flags, actor.userId, job.id, 'open')) ? party : null;
}

// The refusals where the status allows the action but something else about the job does not.
const unmetCondition: Partial<Record<JobAction, string>> = {
  assignSelf: jobTexts.notOffered,
  reportIssue: jobTexts.issueOpen,
  resolveIssue: jobTexts.noIssue,
  removeProofreader: jobTexts.noProofreader,
};

/** The 409 of an action the job rules do not allow this party now. */
export function refusal(action: JobAction, party: JobParty | null, job: JobRow): ApiError {
  const rule = ruleFor(action, party);
  const onlyTheCondition =
    party !== null && rule.parties.includes(party) && rule.from.includes(job.status);
  // An admin's assignment naming nobody reads as taking the job: tell them what it needs.
  if (action === 'assignSelf' && party === 'admin') return new ApiError(409, jobTexts.assignWhat);
  const text = onlyTheCondition ? unmetCondition[action] : undefined;
  return new ApiError(409, text ?? jobTexts.refused(action, job.status));
}

export const jobNotFound = () => new ApiError(404, jobTexts.notFound);

export const lockJob = async (tx: Db, id: number): Promise<JobRow | undefined> =>
  (await tx.select().from(jobs).where(eq(jobs.id, id)).for('update'))[0];

/** Every job of the media, locked, oldest first: for a change to the media's jobs as a whole. */
export const lockMediaJobs = (tx: Db, mediaId: number): Promise<JobRow[]> =>
  tx.select().from(jobs).where(eq(jobs.mediaId, mediaId)).orderBy(jobs.id).for('update');

/**
 * Moves a locked job by a rule: its changes, and the status the rule leads to; the step goes
 * into the staff-actions record.
 */
export async function applyRule(
  tx: Db,
  job: JobRow,
  rule: JobStepRule,
  changes: JobChanges,
  by: JobStepBy,
): Promise<JobRow> {
  const [row] = await tx
    .update(jobs)
    .set({ ...changes, ...(rule.to && { status: rule.to }), updatedAt: by.at })
    // The status it was locked in: a change made by another path in between fails here.
    .where(and(eq(jobs.id, job.id), eq(jobs.status, job.status)))
    .returning();
  if (!row) throw new ApiError(409, jobTexts.refused('edit', job.status));
  await recordJobStep(tx, rule.action, by, job, row);
  return row;
}

/** One change to a locked job, by one caller, inside its transaction. */
export interface JobChange {
  tx: Db;
  at: Date;
  actor: Actor;
  party: JobParty;
  /** The job as it is now: updated by each step taken. */
  job: JobRow;
  /** The rule the action follows, or the 409 refusing it. */
  check(action: JobAction): JobStepRule;
  /** Takes a step checked before. */
  apply(rule: JobStepRule, changes?: JobChanges): Promise<JobRow>;
  /** Checks the action and takes it. */
  take(action: JobAction, changes?: JobChanges): Promise<JobRow>;
}

export interface ChangeOptions {
  /** Instead of the 404, when the caller has no part in the job (the lost race for an offer). */
  whenHidden?: (tx: Db, job: JobRow) => Promise<void>;
}

/**
 * Every change to a job: in one transaction, the job's row locked, the caller's part in it
 * found (none: 404 as if it did not exist), each step checked against the job rules (refused:
 * 409, nothing changed), then the media's status derived again from all its jobs.
 */
export async function changeJob<T>(
  deps: Pick<JobDeps, 'db' | 'now' | 'featureFlags'>,
  actor: Actor,
  jobId: number,
  steps: (change: JobChange) => Promise<T>,
  options: ChangeOptions = {},
): Promise<T> {
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const locked = await lockJob(tx, jobId);
    if (!locked) throw jobNotFound();
    const party = await partyOf(tx, deps.featureFlags, actor, locked);
    if (!party) {
      await options.whenHidden?.(tx, locked);
      throw jobNotFound();
    }
    const change: JobChange = {
      tx,
      at,
      actor,
      party,
      job: locked,
      check(action) {
        if (!partyMay(actor, party, action)) throw new ApiError(403, errorTexts.unauthorized);
        const rule = ruleFor(action, party);
        if (!ruleAllows(rule, party, change.job)) throw refusal(action, party, change.job);
        return { ...rule, action };
      },
      async apply(rule, changes = {}) {
        change.job = await applyRule(tx, change.job, rule, changes, { actorId: actor.userId, at });
        return change.job;
      },
      take: (action, changes) => change.apply(change.check(action), changes),
    };
    const result = await steps(change);
    await deriveMediaProgress(tx, locked.mediaId, at);
    return result;
  });
}
