import { jobRateFor } from '@portal/contracts/user/grades';
import { jobTexts } from '@portal/contracts/job/texts';
import { mediaAssignmentTexts } from '@portal/contracts/media-assignment/texts';
import type { ApiFieldError } from '@portal/contracts/common/errors';
import type { JobType } from '@portal/contracts/common/statuses';
import type { Db } from '../../db/index.ts';
import { asGrade, proofreaderErrors } from '../job/assignment.ts';
import { typistProfile } from '../job/offers.ts';
import type { MediaService } from './open-media.ts';

export type TypistCheck = { rate: number } | { error: string };

/**
 * Whether the typist may be given a job of this service and type: an active typist, trained in
 * the service, at a grade the service pays for this type of job. Answers the job's rate.
 */
export async function checkTypist(
  tx: Db,
  service: MediaService | null,
  typistId: number,
  type: JobType,
): Promise<TypistCheck> {
  const typist = await typistProfile(tx, typistId);
  if (!typist) return { error: jobTexts.notATypist };
  const name = service?.name ?? '';
  if (!service || !typist.trainedIn.includes(service.shortName))
    return { error: mediaAssignmentTexts.notTrained(name) };
  const rate = jobRateFor(service, type, asGrade(typist.grade));
  return rate > 0 ? { rate } : { error: mediaAssignmentTexts.notPaidAtGrade(name, typist.grade) };
}

/** A typist's deadline as an admin sets it (unix seconds): in the future, or the error. */
export const deadlineError = (deadline: number | undefined, at: Date): string | undefined =>
  deadline !== undefined && deadline * 1000 <= at.getTime() ? jobTexts.deadlineInPast : undefined;

/** What is wrong with the proofreader assignment of a form (staff spec section 3), if any. */
export async function proofreadingErrors(
  tx: Db,
  input: { proofreaderId?: number | undefined; proofreaderDeadline?: number | undefined },
  at: Date,
): Promise<ApiFieldError[]> {
  if (input.proofreaderId !== undefined)
    return proofreaderErrors(tx, input.proofreaderId, input.proofreaderDeadline, at);
  if (input.proofreaderDeadline === undefined) return [];
  return [{ field: 'proofreader_deadline', message: jobTexts.proofreaderDeadlineAlone }];
}
