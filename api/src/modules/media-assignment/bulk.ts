import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_RATE_PERCENT } from '@portal/contracts/user/grades';
import { jobRules } from '@portal/contracts/job/rules';
import { mediaAssignmentTexts } from '@portal/contracts/media-assignment/texts';
import type { ApiFieldError } from '@portal/contracts/common/errors';
import type {
  BulkAssignItemInput,
  BulkAssignOutcome,
} from '@portal/contracts/media-assignment/schema';
import type { Db } from '../../db/index.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import { jobs, media, services } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError, RequestValidationError, unprocessable } from '../../lib/http-errors.ts';
import { seconds } from '../../lib/time.ts';
import { applyRule, type JobDeps } from '../job/change.ts';
import { deadlineFrom } from '../job/deadlines.ts';
import { mailJobTypist } from '../job/mails.ts';
import { deriveMediaProgress } from '../job/progress.ts';
import { mediaJobs } from '../job/read.ts';
import type { JobStepBy } from '../job/staff-actions.ts';
import { jobViews, serviceOfMedia, type JobRow } from '../job/views.ts';
import { checkTypist, deadlineError, proofreadingErrors } from './assignee.ts';
import { lockOpenMedia, type OpenMedia } from './open-media.ts';

type AssignItem = DomainInput<BulkAssignItemInput>;

const proofreadable = [...jobRules.assignProofreader.from];
const assignRule = { ...jobRules.assign, action: 'assign' as const };
const proofreaderRule = { ...jobRules.assignProofreader, action: 'assignProofreader' as const };

/**
 * GET /v1/media/assign: the media of the bulk form (those of the ids that exist), each with its
 * jobs waiting for a typist and the proofreader its open jobs have.
 */
export async function bulkAssignRows(db: Db, mediaIds: number[]) {
  const items = await db
    .select({
      id: media.id,
      title: media.title,
      duration: media.duration,
      deadline: media.deadline,
      subStatus: media.subStatus,
      serviceShortName: services.shortName,
    })
    .from(media)
    .leftJoin(services, serviceOfMedia)
    .where(inArray(media.id, mediaIds))
    .orderBy(media.id);
  const waiting = await jobViews(
    db,
    and(inArray(jobs.mediaId, mediaIds), eq(jobs.status, 'available')),
  );
  const proofread = await db
    .select({ mediaId: jobs.mediaId, proofreaderId: jobs.proofreaderId })
    .from(jobs)
    .where(and(inArray(jobs.mediaId, mediaIds), inArray(jobs.status, proofreadable)));
  return items.map((item) => ({
    mediaId: item.id,
    title: item.title,
    duration: item.duration,
    serviceShortName: item.serviceShortName,
    deadline: item.deadline && seconds(item.deadline),
    subStatus: item.subStatus,
    proofreaderId: proofread.find((row) => row.mediaId === item.id)?.proofreaderId ?? null,
    assignableJobs: waiting.filter((job) => job.mediaId === item.id),
  }));
}

/** The typist's terms on the media's waiting jobs, and the errors naming the item's fields. */
async function typistTerms(
  tx: Db,
  { item, waiting }: { item: OpenMedia; waiting: JobRow[] },
  input: AssignItem & { typistId: number },
  at: Date,
) {
  const errors: ApiFieldError[] = [];
  if (waiting.length === 0) throw new ApiError(409, mediaAssignmentTexts.noJobWaiting);
  const check = await checkTypist(tx, item.service, input.typistId, waiting[0]!.type);
  if ('error' in check) errors.push({ field: 'typist_id', message: check.error });
  const late = deadlineError(input.deadline, at);
  if (late) errors.push({ field: 'deadline', message: late });
  const changes = {
    typistId: input.typistId,
    rate: 'rate' in check ? check.rate : 0,
    ratePercent: input.ratePercent ?? DEFAULT_RATE_PERCENT,
    deadline:
      input.deadline === undefined ? deadlineFrom(at, item) : new Date(input.deadline * 1000),
    selfAssign: false,
  };
  return { changes, errors };
}

const proofreadingOf = ({ proofreaderId, proofreaderDeadline }: AssignItem) => ({
  proofreaderId,
  proofreaderDeadline:
    proofreaderDeadline === undefined ? null : new Date(proofreaderDeadline * 1000),
});

/**
 * One media of the bulk form, in its own transaction: everything checked before anything is
 * written, then the typist on its waiting jobs (mailed) and the proofreader on its open ones.
 */
async function assignItem(deps: JobDeps, actor: Actor, input: AssignItem, at: Date) {
  const { typistId } = input;
  if (typistId === undefined && input.proofreaderId === undefined)
    throw unprocessable(mediaAssignmentTexts.assignWhat);
  await deps.db.transaction(async (tx) => {
    const { item, rows } = await lockOpenMedia(tx, input.mediaId);
    const waiting = rows.filter((row) => row.status === 'available');
    const typist =
      typistId === undefined
        ? null
        : await typistTerms(tx, { item, waiting }, { ...input, typistId }, at);
    const errors = [...(typist?.errors ?? []), ...(await proofreadingErrors(tx, input, at))];
    if (errors.length > 0) throw new RequestValidationError(errors);
    const by: JobStepBy = { actorId: actor.userId, at };
    const assigned = new Map<number, JobRow>();
    if (typist)
      for (const job of waiting) {
        assigned.set(job.id, await applyRule(tx, job, assignRule, typist.changes, by));
        await mailJobTypist(tx, deps, 'assigned', job.id);
      }
    if (input.proofreaderId !== undefined)
      for (const row of rows.map((job) => assigned.get(job.id) ?? job))
        if (proofreadable.includes(row.status))
          await applyRule(tx, row, proofreaderRule, proofreadingOf(input), by);
    await deriveMediaProgress(tx, input.mediaId, at);
  });
}

/** What one media's failure answers: the status and errors its own call would have. */
function failed(mediaId: number, error: unknown): BulkAssignOutcome {
  if (error instanceof RequestValidationError)
    return { mediaId, status: 422, errors: [...error.fields], jobs: [] };
  if (error instanceof ApiError)
    return { mediaId, status: error.statusCode, errors: [{ message: error.message }], jobs: [] };
  throw error;
}

/**
 * POST /v1/media/assign: many media at once, each on its own (staff spec section 7: a per-item
 * error shows as a validation error under its row). A media that fails is left as it was; the
 * others go ahead. Answers each media's outcome in the order given.
 */
export async function bulkAssign(
  deps: JobDeps,
  actor: Actor,
  items: AssignItem[],
): Promise<{ items: BulkAssignOutcome[] }> {
  const at = deps.now();
  const outcomes: BulkAssignOutcome[] = [];
  for (const input of items) {
    try {
      await assignItem(deps, actor, input, at);
      const jobsNow = await mediaJobs(deps.db, actor, input.mediaId);
      outcomes.push({ mediaId: input.mediaId, status: 200, errors: [], jobs: jobsNow });
    } catch (error) {
      outcomes.push(failed(input.mediaId, error));
    }
  }
  return { items: outcomes };
}
