import { jobRules } from '@portal/contracts/job/rules';
import type { Db } from '../../db/index.ts';
import type { Actor } from '../../lib/caller.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { applyRule, lockMediaJobs } from '../job/change.ts';
import { deadlineFrom, mediaTimesOf } from '../job/deadlines.ts';
import { mailJobTypist } from '../job/mails.ts';

const step = { ...jobRules.changeDeadline, action: 'changeDeadline' } as const;

/**
 * A paid session moved: its note-taker's deadline follows the meeting's new end, as when they
 * were assigned, recorded in the job's history and mailed to them. Called once the media's
 * deadline and the session's times are written, after the media's row lock (the order media
 * assignment locks a media and then its jobs in).
 */
export async function notesFollowMeeting(
  tx: Db,
  deps: Pick<ServiceDeps, 'portalUrl'>,
  actor: Actor,
  mediaId: number,
  at: Date,
): Promise<void> {
  const times = await mediaTimesOf(tx, mediaId);
  const typing = (await lockMediaJobs(tx, mediaId)).filter(
    (job) => job.typistId !== null && step.from.includes(job.status),
  );
  for (const job of typing) {
    await applyRule(
      tx,
      job,
      step,
      { deadline: deadlineFrom(at, times) },
      { actorId: actor.userId, at },
    );
    await mailJobTypist(tx, deps, 'deadlineChanged', job.id);
  }
}
