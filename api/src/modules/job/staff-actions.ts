import type { JobAction, JobActionRule } from '@portal/contracts/job/rules';
import type { Db } from '../../db/index.ts';
import { staffActions } from '../../db/schema.ts';
import type { MediaRow } from '../../db/rows.ts';
import type { JobRow } from './views.ts';

/**
 * A step on a job: an action of the job rules, the typist's first save starting the work, the
 * merge of the media's transcripts that keeps it as the record of its part, or an admin's split
 * of the media remaking the jobs nobody has started.
 */
export type JobStepName = JobAction | 'startWork' | 'mergeTranscripts' | 'split';

/** A step on a media itself, named as the assign grid's row action that takes it. */
export type MediaStepName =
  | 'returnToClient'
  /** Returned with force: jobs were unfinished. */
  | 'forceReturnToClient'
  | 'reNotify'
  | 'onHoldToggle'
  | 'cancelToggle'
  | 'returnNotes'
  | 'editMediaPriority'
  | 'editMediaDifficulty'
  /** Taken out of production and the client's library: Deleted content. */
  | 'deleteMedia'
  | 'editMediaDeadline'
  | 'editService'
  | 'clientNotes'
  | 'editBookingInfo'
  | 'poorAudio'
  | 'adminsChat'
  /** Mails: the media's typists and proofreaders, or its client. */
  | 'sendDeadlineChangedNotification'
  | 'sendCustomerEmail'
  /** Sent to the speech-to-text provider. */
  | 'resendToS2t'
  /** The provider's error recorded, by an admin or by the provider itself. */
  | 'triggerVerbitError'
  /** The provider's draft came: kept as the starting text, or discarded over typists' text. */
  | 's2tDraft'
  /** The provider failed for good (its last attempt, or an answer no retry changes). */
  | 's2tFail';

/** A rule of the job workflow with the name its step is recorded under. */
export type JobStepRule = JobActionRule & { action: JobStepName };

/** Who takes a step, and when. */
export interface JobStepBy {
  /** Null for a step nobody signed in took: a background task's, the provider's. */
  actorId: number | null;
  at: Date;
}

type Fields = Record<string, unknown>;

// Changes with every step: saying so would drown what the step did.
const bookkeeping = new Set<string>(['updatedAt']);

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const pick = (row: Fields, keys: string[]): Fields =>
  Object.fromEntries(keys.map((key) => [key, row[key]]));

/** The fields a step changed, each before and after; all of them when it deleted the row. */
export function changedFields(
  before: Fields,
  after: Fields | null,
): { was: Fields; is: Fields | null } {
  const keys = Object.keys(before).filter((key) => !bookkeeping.has(key));
  if (!after) return { was: pick(before, keys), is: null };
  const changed = keys.filter((key) => !sameValue(before[key], after[key]));
  return { was: pick(before, changed), is: pick(after, changed) };
}

/** Records a step in the staff-actions table, in the transaction that takes it. */
export async function recordJobStep(
  tx: Db,
  action: JobStepName,
  by: JobStepBy,
  before: JobRow,
  after: JobRow | null,
): Promise<void> {
  const { was, is } = changedFields(before, after);
  await tx.insert(staffActions).values({
    mediaId: before.mediaId,
    jobId: before.id,
    actorId: by.actorId,
    action,
    before: was,
    after: is,
    at: by.at,
  });
}

/**
 * Records a step on a media in the staff-actions table, in the transaction that takes it: the
 * media's fields it changed, and what else it did (`done`: whom a mail went to).
 */
export async function recordMediaStep(
  tx: Db,
  action: MediaStepName,
  by: JobStepBy,
  before: MediaRow,
  after: MediaRow,
  done: Fields = {},
): Promise<void> {
  const { was, is } = changedFields(before, after);
  await tx.insert(staffActions).values({
    mediaId: before.id,
    jobId: null,
    actorId: by.actorId,
    action,
    before: was,
    after: { ...is, ...done },
    at: by.at,
  });
}

/** Records a job a step made, every field of it new, in the transaction that made it. */
export async function recordJobCreated(
  tx: Db,
  action: JobStepName,
  by: JobStepBy,
  row: JobRow,
): Promise<void> {
  const keys = Object.keys(row).filter((key) => !bookkeeping.has(key));
  await tx.insert(staffActions).values({
    mediaId: row.mediaId,
    jobId: row.id,
    actorId: by.actorId,
    action,
    before: {},
    after: pick(row, keys),
    at: by.at,
  });
}
