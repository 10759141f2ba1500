import { and, eq } from 'drizzle-orm';
import {
  DEFAULT_RATE_PERCENT,
  grades,
  jobRateFor,
  type Grade,
} from '@portal/contracts/user/grades';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import { jobActionRule, jobRules } from '@portal/contracts/job/rules';
import { jobTexts } from '@portal/contracts/job/texts';
import { mediaTexts } from '@portal/contracts/media/texts';
import type { ApiFieldError } from '@portal/contracts/common/errors';
import type { AssignJobInput, Job } from '@portal/contracts/job/schema';
import type { Db } from '../../db/index.ts';
import { media, services, users } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import { ApiError, RequestValidationError, unprocessable } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { currentShiftOf } from '../shift/current-shift.ts';
import {
  applyRule,
  changeJob,
  lockMediaJobs,
  type JobChange,
  type JobChanges,
  type JobDeps,
} from './change.ts';
import { deadlineFrom, mediaTimesOf } from './deadlines.ts';
import { mailJobTypist, mailOffer } from './mails.ts';
import { isOfferedTo, typistProfile, type TypistProfile } from './offers.ts';
import { deriveMediaProgress } from './progress.ts';
import { jobAnswer, mediaJobs } from './read.ts';
import { serviceOfMedia, type JobRow } from './views.ts';

type MailDeps = Pick<ServiceDeps, 'portalUrl'>;

export const asGrade = (grade: number): Grade => grades.find((g) => g === grade) ?? 1;

/** What a typist taking the job gets: its rate for their grade and a deadline from now. */
async function takenBy(tx: Db, job: JobRow, typist: TypistProfile, at: Date): Promise<JobChanges> {
  const [service] = await tx
    .select({
      typistGradeRates: services.typistGradeRates,
      notesTypistRates: services.notesTypistRates,
    })
    .from(media)
    .innerJoin(services, serviceOfMedia)
    .where(eq(media.id, job.mediaId));
  return {
    typistId: typist.id,
    rate: service ? jobRateFor(service, job.type, asGrade(typist.grade)) : 0,
    ratePercent: DEFAULT_RATE_PERCENT,
    deadline: deadlineFrom(at, await mediaTimesOf(tx, job.mediaId)),
  };
}

async function activeUser(tx: Db, id: number, role: Role) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, role), eq(users.status, UserStatus.ACTIVE)));
  return row;
}

/** A typist takes a job offered to them, in the shift they have booked now, if any. */
async function takeOffer(change: JobChange): Promise<void> {
  const rule = change.check('assignSelf');
  const typist = await typistProfile(change.tx, change.actor.userId);
  if (!typist) throw new ApiError(403, jobTexts.notATypist);
  await change.apply(rule, {
    ...(await takenBy(change.tx, change.job, typist, change.at)),
    shiftId: await currentShiftOf(change.tx, typist.id, change.at),
  });
}

type Assignment = DomainInput<AssignJobInput>;

function checkAssignInput(input: Assignment): void {
  if (input.typistId !== undefined && input.selfAssign !== undefined)
    throw unprocessable(jobTexts.typistOrOffer, 'self_assign');
  if (input.proofreaderDeadline !== undefined && input.proofreaderId === undefined)
    throw unprocessable(jobTexts.proofreaderDeadlineAlone, 'proofreader_deadline');
}

async function assignTypist(deps: MailDeps, change: JobChange, typistId: number): Promise<void> {
  const rule = change.check('assign');
  const typist = await typistProfile(change.tx, typistId);
  if (!typist) throw unprocessable(jobTexts.notATypist, 'typist_id');
  await change.apply(rule, {
    ...(await takenBy(change.tx, change.job, typist, change.at)),
    selfAssign: false,
  });
  await mailJobTypist(change.tx, deps, 'assigned', change.job.id);
}

/** Offers the job to typists (mailing those it is open to, the first time) or withdraws it. */
async function offer(deps: MailDeps, change: JobChange, selfAssign: boolean): Promise<void> {
  const wasOffered = change.job.selfAssign;
  await change.take('offer', { selfAssign });
  if (selfAssign && !wasOffered) await mailOffer(change.tx, deps, change.job.id);
}

/**
 * What is wrong with naming this proofreader with this deadline (unix seconds), each error
 * naming its field: an active proofreader, a deadline in the future.
 */
export async function proofreaderErrors(
  tx: Db,
  proofreaderId: number,
  deadline: number | undefined,
  at: Date,
): Promise<ApiFieldError[]> {
  const errors: ApiFieldError[] = [];
  if (!(await activeUser(tx, proofreaderId, Role.PROOFREADER)))
    errors.push({ field: 'proofreader_id', message: jobTexts.notAProofreader });
  if (deadline !== undefined && deadline * 1000 <= at.getTime())
    errors.push({ field: 'proofreader_deadline', message: jobTexts.deadlineInPast });
  return errors;
}

async function assignProofreader(
  change: JobChange,
  proofreaderId: number,
  deadline: number | undefined,
): Promise<void> {
  const rule = change.check('assignProofreader');
  const errors = await proofreaderErrors(change.tx, proofreaderId, deadline, change.at);
  if (errors.length > 0) throw new RequestValidationError(errors);
  await change.apply(rule, {
    proofreaderId,
    proofreaderDeadline: deadline === undefined ? null : new Date(deadline * 1000),
  });
}

/**
 * What an assignment asks, each part the action of the job rules it names: the typist
 * (`assign`), the offer or its withdrawal (`offer`), the proofreader (`assignProofreader`);
 * nothing named is a typist taking the offered job (`assignSelf`).
 */
async function assignSteps(deps: MailDeps, change: JobChange, input: Assignment): Promise<void> {
  checkAssignInput(input);
  const { typistId, selfAssign, proofreaderId, proofreaderDeadline } = input;
  if (typistId === undefined && selfAssign === undefined && proofreaderId === undefined)
    return takeOffer(change);
  if (typistId !== undefined) await assignTypist(deps, change, typistId);
  if (selfAssign !== undefined) await offer(deps, change, selfAssign);
  if (proofreaderId !== undefined)
    await assignProofreader(change, proofreaderId, proofreaderDeadline);
}

/**
 * PUT /v1/job/assign/{id}: an admin assigns (typist_id, mailing the typist), offers
 * (self_assign, mailing the typists it is open to) or names the proofreader; a typist sends
 * nothing and takes the offered job. Of two typists racing for one
 * offer, the second finds the job locked, then taken: 409, where anyone else gets the 404.
 */
export async function assignJob(
  deps: JobDeps,
  actor: Actor,
  id: number,
  input: Assignment,
): Promise<Job> {
  await changeJob(deps, actor, id, (change) => assignSteps(deps, change, input), {
    whenHidden: async (tx, job) => {
      if (await isOfferedTo(tx, deps.featureFlags, actor.userId, job.id, 'taken'))
        throw new ApiError(409, jobTexts.alreadyTaken);
    },
  });
  return jobAnswer(deps.db, id);
}

/**
 * PUT /v1/media/remove-proofreader/{id}: an admin takes the proofreader off every open job of
 * the media that has one (409 when none has).
 */
export async function removeMediaProofreader(
  { db, now }: Pick<JobDeps, 'db' | 'now'>,
  actor: Actor,
  mediaId: number,
): Promise<Job[]> {
  const at = now();
  await db.transaction(async (tx) => {
    const rows = await lockMediaJobs(tx, mediaId);
    const user = { id: actor.userId, role: actor.role };
    const proofread = rows.filter((job) => jobActionRule(user, job, 'removeProofreader'));
    if (proofread.length === 0) {
      const [item] = await tx.select({ id: media.id }).from(media).where(eq(media.id, mediaId));
      throw item
        ? new ApiError(409, jobTexts.mediaWithoutProofreader)
        : new ApiError(404, mediaTexts.notFound);
    }
    for (const job of proofread)
      await applyRule(
        tx,
        job,
        { ...jobRules.removeProofreader, action: 'removeProofreader' },
        { proofreaderId: null, proofreaderDeadline: null },
        { actorId: actor.userId, at },
      );
    await deriveMediaProgress(tx, mediaId, at);
  });
  return mediaJobs(db, actor, mediaId);
}
