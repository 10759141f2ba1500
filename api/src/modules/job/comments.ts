import type { Job } from '@portal/contracts/job/schema';
import type { Actor } from '../../lib/caller.ts';
import { changeJob, type JobDeps } from './change.ts';
import { jobAnswer } from './read.ts';

type Deps = Pick<JobDeps, 'db' | 'now' | 'featureFlags'>;

const orNull = (text: string) => (text === '' ? null : text);

/**
 * PUT /v1/job/comment/{id}: the comment to the typist, an admin's or the proofreader's as they
 * send the job back; empty clears it. The proofreader's comment is the admins' to them.
 */
export async function commentJob(deps: Deps, actor: Actor, id: number, comment: string) {
  await changeJob(deps, actor, id, (change) =>
    change.take('comment', { adminComment: orNull(comment) }),
  );
  return jobAnswer(deps.db, id);
}

/** PUT /v1/job/proofreader-comment/{id}: an admin's comment to the proofreader; empty clears it. */
export async function commentToProofreader(deps: Deps, actor: Actor, id: number, comment: string) {
  await changeJob(deps, actor, id, (change) =>
    change.take('commentToProofreader', { proofreaderComment: orNull(comment) }),
  );
  return jobAnswer(deps.db, id);
}

/** PUT /v1/job/issue/{id}: the typist or proofreader reports an issue with the job. */
export async function reportIssue(deps: Deps, actor: Actor, id: number, report: string) {
  await changeJob(deps, actor, id, (change) =>
    change.take('reportIssue', { hasIssue: true, issueStatus: 'Open', issueReport: report }),
  );
  return jobAnswer(deps.db, id);
}

/** GET /v1/job/approve-issue/{id}: an admin or the typist resolves the job's issue. */
export async function resolveIssue(deps: Deps, actor: Actor, id: number): Promise<Job> {
  await changeJob(deps, actor, id, (change) =>
    change.take('resolveIssue', { hasIssue: false, issueStatus: 'Resolved' }),
  );
  return jobAnswer(deps.db, id);
}

/** PUT /v1/job/extra-fields/{id}: an admin replaces the job's extra fields. */
export async function setExtraFields(
  deps: Deps,
  actor: Actor,
  id: number,
  extraFields: Record<string, string>,
): Promise<Job> {
  await changeJob(deps, actor, id, (change) => change.take('edit', { extraFields }));
  return jobAnswer(deps.db, id);
}
