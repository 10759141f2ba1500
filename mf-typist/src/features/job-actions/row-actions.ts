import type { FeatureFlag, FeatureFlags, Role } from '@portal/contracts';
import { jobActionsFor, jobPartyOf, type JobAction } from '@portal/contracts/job/rules';
import type { Job } from '@portal/contracts/job/schema';

/** The job actions a typist's or proofreader's row offers, in the order the menu lists them. */
export type RowAction = Extract<
  JobAction,
  | 'finish'
  | 'sendBackToTypist'
  | 'changeDeadline'
  | 'reportIssue'
  | 'resolveIssue'
  | 'writeReport'
  | 'drop'
>;

interface RowActionEntry {
  action: RowAction;
  label: string;
  /** The proofreader's word for it, where it differs. */
  proofreaderLabel?: string;
  danger?: boolean;
  /** Offered only while this feature flag is on (staff spec section 6). */
  flag?: FeatureFlag;
}

const entries: readonly RowActionEntry[] = [
  { action: 'finish', label: 'Finish job', proofreaderLabel: 'Finish proofreading' },
  { action: 'sendBackToTypist', label: 'Send back to typist' },
  { action: 'changeDeadline', label: 'Extend deadline', flag: 'typistDeadlineExtension' },
  { action: 'reportIssue', label: 'Report issue' },
  { action: 'resolveIssue', label: 'Review issue' },
  { action: 'writeReport', label: 'Proofreader report', flag: 'proofreaderReports' },
  { action: 'drop', label: 'Drop job', danger: true },
];

export interface OfferedRowAction {
  action: RowAction;
  label: string;
  danger: boolean;
}

/**
 * What the user may do to the job from its row: exactly the job rules' actions for them
 * (jobActionsFor) that a row has a dialog for, less those whose feature flag is off.
 */
export function rowActionsFor(
  user: { id: number; role: Role },
  job: Job,
  flags: FeatureFlags,
): OfferedRowAction[] {
  const allowed = jobActionsFor(user, job);
  const proofreading = jobPartyOf(user, job) === 'proofreader';
  return entries
    .filter((entry) => allowed.includes(entry.action) && (!entry.flag || flags[entry.flag]))
    .map((entry) => ({
      action: entry.action,
      label: (proofreading && entry.proofreaderLabel) || entry.label,
      danger: entry.danger ?? false,
    }));
}
