/**
 * The job workflow (staff spec section 4): which action each party to a job may take from which
 * status, and the status it leads to. The API authorizes every job change with `jobActionRule`
 * and the portal offers exactly the actions `jobActionsFor` allows, so the two never disagree.
 */
import { inAudience, type PolicyAction } from '../policy/policy.ts';
import type { Role } from '../policy/roles.ts';
import { DEFAULT_RATE_PERCENT } from '../user/grades.ts';
import type { JobStatus } from '../common/statuses.ts';

export const jobActions = [
  'assign',
  'offer',
  'assignSelf',
  'drop',
  'finish',
  'finishAsTypist',
  'approveRate',
  'reportIssue',
  'resolveIssue',
  'removeTypist',
  'sendBackToTypist',
  'assignProofreader',
  'removeProofreader',
  'delete',
  'comment',
  'commentToProofreader',
  'changeDeadline',
  'writeReport',
  'edit',
] as const;
export type JobAction = (typeof jobActions)[number];

/**
 * How a user stands to a job: its typist, its proofreader, a typist who could take it while it
 * is offered (a candidate), or one of the admins who run assignment.
 */
export type JobParty = 'typist' | 'proofreader' | 'candidate' | 'admin';

/** What the rules read of a job. */
export interface JobState {
  status: JobStatus;
  typistId: number | null;
  proofreaderId: number | null;
  selfAssign: boolean;
  hasIssue: boolean;
}

export interface JobActionRule {
  parties: readonly JobParty[];
  from: readonly JobStatus[];
  /** The status the action leads to; null keeps the job's status. */
  to: JobStatus | null;
  /** What else must hold of the job, beyond its status. */
  when?: (job: JobState) => boolean;
}

const open: readonly JobStatus[] = ['available', 'assigned', 'in-progress', 'partial-done'];
const typing: readonly JobStatus[] = ['assigned', 'in-progress'];
const finished: readonly JobStatus[] = ['done', 'substandard'];
/** Every status but merged: a merged job is kept only as the record of its parts. */
const live: readonly JobStatus[] = [...open, ...finished];

/** A job still being worked on: neither finished (done, substandard) nor merged. */
export const isOpenJob = (status: JobStatus): boolean => open.includes(status);

/** The job workflow table. */
export const jobRules: Record<JobAction, JobActionRule> = {
  assign: { parties: ['admin'], from: ['available'], to: 'assigned' },
  offer: { parties: ['admin'], from: ['available'], to: null },
  assignSelf: {
    parties: ['candidate'],
    from: ['available'],
    to: 'assigned',
    when: (job) => job.selfAssign,
  },
  drop: { parties: ['typist'], from: typing, to: 'available' },
  finish: { parties: ['typist'], from: typing, to: 'partial-done' },
  finishAsTypist: { parties: ['admin'], from: typing, to: 'partial-done' },
  approveRate: { parties: ['admin'], from: finished, to: null },
  reportIssue: {
    parties: ['typist', 'proofreader'],
    from: open,
    to: null,
    when: (job) => !job.hasIssue,
  },
  resolveIssue: {
    parties: ['admin', 'typist'],
    from: [...open, ...finished],
    to: null,
    when: (job) => job.hasIssue,
  },
  removeTypist: { parties: ['admin'], from: [...typing, 'partial-done'], to: 'available' },
  sendBackToTypist: {
    parties: ['admin', 'proofreader'],
    from: ['partial-done'],
    to: 'in-progress',
  },
  assignProofreader: { parties: ['admin'], from: open, to: null },
  removeProofreader: {
    parties: ['admin'],
    from: open,
    to: null,
    when: (job) => job.proofreaderId !== null,
  },
  delete: { parties: ['admin'], from: ['available'], to: null },
  /**
   * The comment to the typist (PUT /v1/job/comment/{id}): an admin's, or the proofreader's as
   * they send the job back.
   */
  comment: { parties: ['admin', 'proofreader'], from: live, to: null },
  /**
   * The comment to the job's proofreader (proofreaderComment), while the job is still to be
   * proofread; there may be no proofreader yet, and whoever is named reads it.
   */
  commentToProofreader: { parties: ['admin'], from: open, to: null },
  /** The typist extends it (typist deadline extension flag) up to the maximum; admins set it. */
  changeDeadline: { parties: ['admin', 'typist'], from: typing, to: null },
  /** The proofreader's report on the typing (proofreader reports flag). */
  writeReport: { parties: ['admin', 'proofreader'], from: live, to: null },
  /** The custom duration, inaudibles amount and extra fields. */
  edit: { parties: ['admin'], from: live, to: null },
};

/**
 * The proofreader finishes a job the typist has finished: the same `finish` call, from the
 * proofreader's side of the job.
 */
export const proofreaderFinish: JobActionRule = {
  parties: ['proofreader'],
  from: ['partial-done'],
  to: 'done',
};

/**
 * The typist starts work on an assigned job: not an action anyone chooses, but the step their
 * first transcript save takes (PUT /v1/transcript/{id}).
 */
export const startWork: JobActionRule = {
  parties: ['typist'],
  from: ['assigned'],
  to: 'in-progress',
};

/**
 * Merging the transcripts of a media's finished jobs (PUT /v1/media/merge-transcripts/{id}): a
 * step of the media, not a choice on one job, so not a row of the table; each job it merges is
 * kept as the record of its part.
 */
export const mergeTranscripts: JobActionRule = { parties: ['admin'], from: finished, to: 'merged' };

/**
 * What approving a rate leaves a finished job: done at the full rate or more, substandard below
 * it. `approveRate` keeps a job finished, so its rule names no single status.
 */
export const approvedStatus = (ratePercent: number): JobStatus =>
  ratePercent < DEFAULT_RATE_PERCENT ? 'substandard' : 'done';

/** Admin roles that run assignment: admins, super admins and restricted admins. */
export const runsAssignment = (role: Role): boolean => inAudience({ role }, 'job.assign');

/**
 * What each action is in the policy when the admin party takes it: the dispatcher among them
 * (the restricted admin) assigns and schedules, but changes no pay and deletes nothing.
 */
const adminJobActions: Record<JobAction, PolicyAction> = {
  assign: 'job.assign',
  offer: 'job.assign',
  assignSelf: 'job.assign',
  drop: 'job.assign',
  finish: 'job.assign',
  finishAsTypist: 'job.submitAsTypist',
  approveRate: 'job.changePay',
  reportIssue: 'job.assign',
  resolveIssue: 'job.assign',
  removeTypist: 'job.assign',
  sendBackToTypist: 'media.produce',
  assignProofreader: 'job.assign',
  removeProofreader: 'job.assign',
  delete: 'job.delete',
  comment: 'job.assign',
  commentToProofreader: 'job.commentToProofreader',
  changeDeadline: 'job.assign',
  writeReport: 'job.writeReport',
  edit: 'job.edit',
};

/** Whether the party's role may take the action at all: only the admin party's role matters. */
export const partyMay = (user: { role: Role }, party: JobParty, action: JobAction): boolean =>
  party !== 'admin' || inAudience(user, adminJobActions[action]);

/** How the user stands to the job; null when they have no part in it. */
export function jobPartyOf(user: { id: number; role: Role }, job: JobState): JobParty | null {
  if (runsAssignment(user.role)) return 'admin';
  if (inAudience(user, 'job.type')) {
    if (job.typistId === user.id) return 'typist';
    if (job.typistId === null) return 'candidate';
  }
  if (inAudience(user, 'job.proofread') && job.proofreaderId === user.id) return 'proofreader';
  return null;
}

/** Whether the rule lets this party take it on the job as it is now. */
export const ruleAllows = (rule: JobActionRule, party: JobParty | null, job: JobState): boolean =>
  party !== null &&
  rule.parties.includes(party) &&
  rule.from.includes(job.status) &&
  (rule.when?.(job) ?? true);

/** The rule an action follows for this party: the proofreader's finish is their own. */
export const ruleFor = (action: JobAction, party: JobParty | null): JobActionRule =>
  action === 'finish' && party === 'proofreader' ? proofreaderFinish : jobRules[action];

/** The rule the user's action follows on this job, or null when it is not theirs to take now. */
export function jobActionRule(
  user: { id: number; role: Role },
  job: JobState,
  action: JobAction,
): JobActionRule | null {
  const party = jobPartyOf(user, job);
  const rule = ruleFor(action, party);
  if (!party || !ruleAllows(rule, party, job) || !partyMay(user, party, action)) return null;
  return rule;
}

/** Every action the user may take on the job now, in the table's order. */
export const jobActionsFor = (user: { id: number; role: Role }, job: JobState): JobAction[] =>
  jobActions.filter((action) => jobActionRule(user, job, action) !== null);
