import { eq, inArray } from 'drizzle-orm';
import { jobRules } from '@portal/contracts/job/rules';
import { mediaAssignmentTexts } from '@portal/contracts/media-assignment/texts';
import { mediaReturnTexts } from '@portal/contracts/media-return/texts';
import { remadeBySplit, splitRangeErrors } from '@portal/contracts/split/ranges';
import type { Job } from '@portal/contracts/job/schema';
import type { Db } from '../../db/index.ts';
import { jobs, users } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import { applyRule, type JobDeps } from '../job/change.ts';
import { mailJobTypist, typistMail } from '../job/mails.ts';
import { enqueueMail } from '../mail/mail-task.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { deriveMediaProgress } from '../job/progress.ts';
import { mediaJobs } from '../job/read.ts';
import { recordJobCreated, recordJobStep, type JobStepBy } from '../job/staff-actions.ts';
import type { JobRow } from '../job/views.ts';
import { proofreadingErrors } from '../media-assignment/assignee.ts';
import { lockOpenMedia } from '../media-assignment/open-media.ts';
import { formParts, planParts, type PlannedPart, type SplitForm } from './split-plan.ts';

/** Jobs a proofreader may still be given (the job rules' `assignProofreader`). */
const proofreadable = jobRules.assignProofreader.from;

interface Proofreading {
  proofreaderId: number | null;
  proofreaderDeadline: Date | null;
}

/** The proofreading the remade jobs get: the form's, else what the media's jobs had. */
function proofreadingOf(input: SplitForm, before: JobRow | undefined): Proofreading {
  if (input.proofreaderId === undefined)
    return {
      proofreaderId: before?.proofreaderId ?? null,
      proofreaderDeadline: before?.proofreaderDeadline ?? null,
    };
  const deadline = input.proofreaderDeadline;
  return {
    proofreaderId: input.proofreaderId,
    proofreaderDeadline: deadline === undefined ? null : new Date(deadline * 1000),
  };
}

interface WriteContext {
  tx: Db;
  mediaId: number;
  type: JobRow['type'];
  proofreading: Proofreading;
  by: JobStepBy;
}

/** Writes one part over a job it remakes, or as a new job; the step goes into the record. */
async function writePart(
  { tx, mediaId, type, proofreading, by }: WriteContext,
  part: PlannedPart,
  parentId: number | null,
  remade: JobRow | undefined,
): Promise<JobRow> {
  const { start, end, typistId, rate, ratePercent, deadline, proofreaderComment } = part;
  const values = {
    ...proofreading,
    parentId,
    start,
    end,
    typistId,
    rate,
    ratePercent,
    deadline,
    proofreaderComment,
    status: typistId === null ? ('available' as const) : ('assigned' as const),
    selfAssign: false,
    // The shift a typist took the job in is theirs only while the job stays theirs.
    shiftId: remade && remade.typistId === typistId ? remade.shiftId : null,
    updatedAt: by.at,
  };
  if (remade) {
    const [row] = await tx.update(jobs).set(values).where(eq(jobs.id, remade.id)).returning();
    await recordJobStep(tx, 'split', by, remade, row!);
    return row!;
  }
  const [row] = await tx
    .insert(jobs)
    .values({ ...values, mediaId, type, createdAt: by.at })
    .returning();
  await recordJobCreated(tx, 'split', by, row!);
  return row!;
}

/**
 * Writes the parts over the unstarted jobs (the original over the oldest, so the media keeps its
 * first job's id), adds the jobs beyond them and deletes those left over. Answers the ids of the
 * jobs whose typist is new to them, or whose range moved.
 */
async function writeParts(
  context: WriteContext,
  parts: PlannedPart[],
  remade: JobRow[],
): Promise<number[]> {
  const newlyAssigned: number[] = [];
  let originalId: number | null = null;
  for (const [index, part] of parts.entries()) {
    const row = await writePart(context, part, originalId, remade[index]);
    originalId ??= row.id;
    const before = remade[index];
    const moved = !before || before.start !== row.start || before.end !== row.end;
    if (row.typistId !== null && (moved || row.typistId !== before.typistId))
      newlyAssigned.push(row.id);
  }
  for (const leftover of remade.slice(parts.length)) {
    await context.tx.delete(jobs).where(eq(jobs.id, leftover.id));
    await recordJobStep(context.tx, 'split', context.by, leftover, null);
  }
  return newlyAssigned;
}

/** The unstarted jobs the split gives to someone else or removes, from the typist they had. */
const takenFromTypists = (parts: PlannedPart[], remade: JobRow[]) =>
  remade.filter((row, index) => row.typistId !== null && parts[index]?.typistId !== row.typistId);

/**
 * Refuses (409, naming them) a split taking jobs from their typists unless the admin has
 * confirmed it: a typist may have planned their day around the job.
 */
async function ensureUnassignConfirmed(tx: Db, input: SplitForm, taken: JobRow[]) {
  if (taken.length === 0 || input.unassignTypists) return;
  const ids = [...new Set(taken.map((row) => row.typistId!))];
  const typists = await tx
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(users.id);
  const named = typists.map(({ id, firstname, lastname }) => ({
    id,
    name: `${firstname} ${lastname}`,
  }));
  throw new ApiError(
    409,
    mediaAssignmentTexts.wouldUnassign(named.map((typist) => typist.name)),
    {},
    { unassignedTypists: named },
  );
}

/**
 * The mails to the typists whose jobs the split takes, written before it does, while the jobs
 * still name what they lose.
 */
async function unassignedMails(tx: Db, deps: JobDeps, taken: JobRow[]): Promise<MailMessage[]> {
  const mails = await Promise.all(taken.map((row) => typistMail(tx, deps, 'unassigned', row.id)));
  return mails.filter((mail) => mail !== undefined);
}

/** The form's proofreader goes on the started jobs still open too: one proofreader per media. */
async function proofreadStarted(context: WriteContext, started: JobRow[]): Promise<void> {
  const rule = { ...jobRules.assignProofreader, action: 'assignProofreader' as const };
  for (const job of started.filter((row) => proofreadable.includes(row.status)))
    await applyRule(context.tx, job, rule, context.proofreading, context.by);
}

/**
 * POST /v1/media/assign/{id}: an admin splits the media into the original and child jobs of the
 * form, each with its range, typist, rate percent and deadline, and names its proofreader. The
 * jobs nobody has started are remade; started ones are kept, and the form's ranges fill the rest
 * of the media around them. Anything wrong: 422 naming every field at fault, nothing changed.
 * The typists of jobs new to them are mailed; the media's sub-status follows.
 */
export async function splitMedia(
  deps: JobDeps,
  actor: Actor,
  mediaId: number,
  input: SplitForm,
): Promise<Job[]> {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const { item, rows } = await lockOpenMedia(tx, mediaId);
    if (input.updatedAt !== item.updatedAt.getTime())
      throw new ApiError(409, mediaReturnTexts.changedSince);
    const live = rows.filter((row) => row.status !== 'merged');
    const remade = live.filter((row) => remadeBySplit.includes(row.status));
    const started = live.filter((row) => !remadeBySplit.includes(row.status));
    const type = live[0]?.type ?? 'default';
    const { parts, errors } = await planParts(tx, item, input, type, at);
    errors.push(...splitRangeErrors(formParts(input), started, item.duration));
    errors.push(...(await proofreadingErrors(tx, input, at)));
    if (errors.length > 0) throw new RequestValidationError(errors);
    const taken = takenFromTypists(parts, remade);
    await ensureUnassignConfirmed(tx, input, taken);
    const proofreading = proofreadingOf(input, remade[0] ?? started[0]);
    const context = { tx, mediaId, type, proofreading, by: { actorId: actor.userId, at } };
    const unassigned = await unassignedMails(tx, deps, taken);
    const newlyAssigned = await writeParts(context, parts, remade);
    if (input.proofreaderId !== undefined) await proofreadStarted(context, started);
    for (const id of newlyAssigned) await mailJobTypist(tx, deps, 'assigned', id);
    for (const mail of unassigned) await enqueueMail(tx, mail);
    await deriveMediaProgress(tx, mediaId, at);
  });
  return mediaJobs(deps.db, actor, mediaId);
}
