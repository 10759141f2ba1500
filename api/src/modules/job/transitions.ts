import { eq } from 'drizzle-orm';
import { approvedStatus } from '@portal/contracts/job/rules';
import type { Job } from '@portal/contracts/job/schema';
import { jobs } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import { typistFinish, rangeAudio, type FinishInput } from './audio.ts';
import { changeJob, type JobChanges, type JobDeps } from './change.ts';
import { ensurePayOpen } from './pay-freeze.ts';
import { jobAnswer, typistTranscript } from './read.ts';
import { recordJobStep } from './staff-actions.ts';

type Deps = Pick<JobDeps, 'db' | 'now' | 'featureFlags'>;

/** What a job no longer has once its typist is gone: it returns to the pool as it was. */
const withoutTypist: JobChanges = { typistId: null, deadline: null, rate: 0, shiftId: null };

/** PUT /v1/job/drop/{id}: the typist gives the job back (an offered job is offered again). */
export async function dropJob(deps: Deps, actor: Actor, id: number): Promise<Job> {
  await changeJob(deps, actor, id, (change) => change.take('drop', withoutTypist));
  return jobAnswer(deps.db, id);
}

/**
 * PUT /v1/job/finish/{id}: the typist finishes typing (the audio quality of the range found from
 * what they wrote), or the proofreader finishes the typed job.
 */
export async function finishJob(
  deps: Deps,
  actor: Actor,
  id: number,
  input: FinishInput,
): Promise<Job> {
  await changeJob(deps, actor, id, async (change) => {
    const rule = change.check('finish');
    if (change.party === 'proofreader') return change.apply(rule);
    const content = await typistTranscript(change.tx, change.job);
    return change.apply(rule, {
      ...typistFinish(deps.featureFlags, change.job, content, input),
      finishedAt: change.at,
    });
  });
  return jobAnswer(deps.db, id);
}

/** PUT /v1/job/finish-as-typist/{id}: an admin submits the job for its typist, as it stands. */
export async function finishAsTypist(deps: Deps, actor: Actor, id: number): Promise<Job> {
  await changeJob(deps, actor, id, async (change) => {
    const rule = change.check('finishAsTypist');
    const content = await typistTranscript(change.tx, change.job);
    return change.apply(rule, { ...rangeAudio(change.job, content), finishedAt: change.at });
  });
  return jobAnswer(deps.db, id);
}

/** PUT /v1/job/approve/{id}: the rate percentage of a finished job; below 100, substandard. */
export async function approveJob(
  deps: Deps,
  actor: Actor,
  id: number,
  ratePercent: number,
): Promise<Job> {
  await changeJob(deps, actor, id, async (change) => {
    const rule = change.check('approveRate');
    await ensurePayOpen(change);
    return change.apply({ ...rule, to: approvedStatus(ratePercent) }, { ratePercent });
  });
  return jobAnswer(deps.db, id);
}

/** PUT /v1/job/remove-typist/{id}: the job goes back to the pool, its typing to be done again. */
export async function removeTypist(deps: Deps, actor: Actor, id: number): Promise<Job> {
  await changeJob(deps, actor, id, (change) =>
    change.take('removeTypist', {
      ...withoutTypist,
      selfAssign: false,
      audioQuality: null,
      poorAudioReason: null,
      inaudiblesAmount: null,
      finishedAt: null,
    }),
  );
  return jobAnswer(deps.db, id);
}

/** DELETE /v1/job/{id}: an admin removes a job nobody has taken. */
export async function deleteJob(deps: Deps, actor: Actor, id: number): Promise<void> {
  await changeJob(deps, actor, id, async (change) => {
    const { action } = change.check('delete');
    await change.tx.delete(jobs).where(eq(jobs.id, id));
    await recordJobStep(
      change.tx,
      action,
      { actorId: actor.userId, at: change.at },
      change.job,
      null,
    );
  });
}
