import type { FeatureFlag, FeatureFlags, Role } from '@portal/contracts';
import { adHocChargeTexts } from '@portal/contracts/ad-hoc-charge/texts';
import {
  mayUseGridAction,
  type JobModal,
} from '@portal/contracts/media-assignment/assign-grid-actions';
import type { StaffMediaJob } from '@portal/contracts/media/staff-media-schema';
import { jobActionRule, type JobAction } from '@portal/contracts/job/rules';

type User = { id: number; role: Role };

interface MenuEntry {
  modal: JobModal;
  label: string;
  /** Whether the job as it stands lets the user take this step. */
  offered(user: User, job: StaffMediaJob): boolean;
  /** Offered only while this feature flag is on (staff spec section 6). */
  flag?: FeatureFlag;
  danger?: boolean;
}

/** A step the job rules decide (job-rules.ts), so the menu and the API never disagree. */
const byRule = (action: JobAction) => (user: User, job: StaffMediaJob) =>
  jobActionRule(user, job, action) !== null;

const entries: readonly MenuEntry[] = [
  { modal: 'jobComment', label: 'Comment to typist', offered: byRule('comment') },
  {
    modal: 'proofreaderComment',
    label: 'Proofreader comment',
    offered: byRule('commentToProofreader'),
  },
  // Any job's range of the transcript can be read, even one nobody has typed yet.
  { modal: 'previewJobTranscript', label: 'Preview transcript', offered: () => true },
  { modal: 'issueReport', label: 'Issue report', offered: byRule('resolveIssue') },
  { modal: 'adhocChargesList', label: adHocChargeTexts.listTitle, offered: () => true },
  {
    modal: 'adhocChargesAdd',
    label: adHocChargeTexts.addTitle,
    // A job's charge pays its typist: the API refuses one for a job nobody has taken.
    offered: (_user, job) => job.typistId !== null,
  },
  {
    modal: 'proofreaderReport',
    label: 'Proofreader report',
    offered: byRule('writeReport'),
    flag: 'proofreaderReports',
  },
  { modal: 'editJobDeadline', label: 'Change deadline', offered: byRule('changeDeadline') },
  { modal: 'approveRate', label: 'Approve rate', offered: byRule('approveRate') },
  { modal: 'submitAsTypist', label: 'Submit as typist', offered: byRule('finishAsTypist') },
  {
    modal: 'sendBackForEditing',
    label: 'Send back for editing',
    offered: byRule('sendBackToTypist'),
  },
  {
    modal: 'reassignForRetyping',
    label: 'Reassign for retyping',
    offered: byRule('removeTypist'),
    danger: true,
  },
];

export interface OfferedJobModal {
  modal: JobModal;
  label: string;
  danger: boolean;
}

/**
 * The job modals a grid row's job offers the user, in menu order: those their role may use
 * (assign-grid-actions.ts) that the job as it stands allows, less those whose flag is off.
 */
export const jobMenuFor = (
  user: User,
  job: StaffMediaJob,
  flags: FeatureFlags,
): OfferedJobModal[] =>
  entries
    .filter(
      (entry) =>
        mayUseGridAction(user.role, entry.modal) &&
        (!entry.flag || flags[entry.flag]) &&
        entry.offered(user, job),
    )
    .map(({ modal, label, danger = false }) => ({ modal, label, danger }));
