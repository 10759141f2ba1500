import { jobTexts } from '@portal/contracts/job/texts';
import type { Job, UpdateJobInput } from '@portal/contracts/job/schema';
import type { DomainInput } from '../../lib/domain-input.ts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError, unprocessable } from '../../lib/http-errors.ts';
import { changeJob, type JobChange, type JobDeps } from './change.ts';
import { checkDeadline, mediaTimesOf } from './deadlines.ts';
import { mailJobTypist } from './mails.ts';
import { ensurePayOpen } from './pay-freeze.ts';
import { jobAnswer } from './read.ts';

type Deps = Pick<JobDeps, 'db' | 'now' | 'featureFlags' | 'portalUrl'>;

async function changeDeadline(deps: Deps, change: JobChange, deadline: number): Promise<void> {
  const rule = change.check('changeDeadline');
  const wanted = new Date(deadline * 1000);
  const item = await mediaTimesOf(change.tx, change.job.mediaId);
  checkDeadline(deps.featureFlags, change.party, change.job, item, wanted, change.at);
  await change.apply(rule, { deadline: wanted });
  // The typist knows the deadline they set; one set for them, they are told.
  if (change.party !== 'typist')
    await mailJobTypist(change.tx, deps, 'deadlineChanged', change.job.id);
}

/** The report on the typing: by its proofreader or an admin, under the proofreader reports flag. */
async function writeReport(deps: Deps, change: JobChange, report: string): Promise<void> {
  if (!deps.featureFlags.proofreaderReports)
    throw new ApiError(403, jobTexts.proofreaderReportsOff);
  await change.take('writeReport', { report: report || null });
}

/**
 * PUT /v1/job/{id}: send a typed job back to its typist (the proofreader or an admin), then any
 * of: a new deadline (the typist, under its flag, or an admin; the typist is mailed either change
 * made for them), the custom duration and
 * inaudibles amount (admins), the report (the proofreader or an admin, under its flag). Each part is checked
 * against the job rules as the job stands after the parts before it; all or nothing.
 */
export async function updateJob(
  deps: Deps,
  actor: Actor,
  id: number,
  input: DomainInput<UpdateJobInput>,
): Promise<Job> {
  const { deadline, customDuration, inaudiblesAmount, report, sendBack } = input;
  const edits = {
    ...(customDuration !== undefined && { customDuration }),
    ...(inaudiblesAmount !== undefined && { inaudiblesAmount }),
  };
  const asked = [deadline, report, sendBack || undefined].some((part) => part !== undefined);
  if (!asked && Object.keys(edits).length === 0) throw unprocessable(jobTexts.nothingToChange);
  await changeJob(deps, actor, id, async (change) => {
    if (sendBack) {
      await change.take('sendBackToTypist', { finishedAt: null });
      await mailJobTypist(change.tx, deps, 'sentBack', change.job.id);
    }
    if (deadline !== undefined) await changeDeadline(deps, change, deadline);
    if (Object.keys(edits).length > 0) {
      const rule = change.check('edit');
      await ensurePayOpen(change);
      await change.apply(rule, edits);
    }
    if (report !== undefined) await writeReport(deps, change, report);
  });
  return jobAnswer(deps.db, id);
}
