import { useState, type ComponentType } from 'react';
import { selectFeatureFlags, usePortalSelector, type Role } from '@portal/contracts';
import type { JobModal } from '@portal/contracts/media-assignment/assign-grid-actions';
import type { StaffMedia, StaffMediaJob } from '@portal/contracts/media/staff-media-schema';
import { LazyDialog, Menu, lazyNamed } from '@portal/ui';
import { jobMenuFor } from './job-menu.ts';
import { jobName, type JobDialogProps } from './useJobStep.ts';

// Each dialog comes with its first opening: an expanded row draws only the menu.
const AddAdHocChargeDialog = lazyNamed(
  () => import('./AddAdHocChargeDialog.tsx'),
  'AddAdHocChargeDialog',
);
const AdHocChargesDialog = lazyNamed(
  () => import('./AdHocChargesDialog.tsx'),
  'AdHocChargesDialog',
);
const ApproveRateDialog = lazyNamed(() => import('./ApproveRateDialog.tsx'), 'ApproveRateDialog');
const IssueReportDialog = lazyNamed(() => import('./IssueReportDialog.tsx'), 'IssueReportDialog');
const JobCommentDialog = lazyNamed(() => import('./JobCommentDialog.tsx'), 'JobCommentDialog');
const JobDeadlineDialog = lazyNamed(() => import('./JobDeadlineDialog.tsx'), 'JobDeadlineDialog');
const PreviewJobTranscriptDialog = lazyNamed(
  () => import('./PreviewJobTranscriptDialog.tsx'),
  'PreviewJobTranscriptDialog',
);
const ProofreaderCommentDialog = lazyNamed(
  () => import('./ProofreaderCommentDialog.tsx'),
  'ProofreaderCommentDialog',
);
const ProofreaderReportDialog = lazyNamed(
  () => import('./ProofreaderReportDialog.tsx'),
  'ProofreaderReportDialog',
);
const ReassignForRetypingDialog = lazyNamed(
  () => import('./ReassignForRetypingDialog.tsx'),
  'ReassignForRetypingDialog',
);
const SendBackForEditingDialog = lazyNamed(
  () => import('./SendBackForEditingDialog.tsx'),
  'SendBackForEditingDialog',
);
const SubmitAsTypistDialog = lazyNamed(
  () => import('./SubmitAsTypistDialog.tsx'),
  'SubmitAsTypistDialog',
);

const dialogs: Record<JobModal, ComponentType<JobDialogProps>> = {
  jobComment: JobCommentDialog,
  proofreaderComment: ProofreaderCommentDialog,
  reassignForRetyping: ReassignForRetypingDialog,
  previewJobTranscript: PreviewJobTranscriptDialog,
  submitAsTypist: SubmitAsTypistDialog,
  sendBackForEditing: SendBackForEditingDialog,
  issueReport: IssueReportDialog,
  adhocChargesList: AdHocChargesDialog,
  adhocChargesAdd: AddAdHocChargeDialog,
  proofreaderReport: ProofreaderReportDialog,
  approveRate: ApproveRateDialog,
  editJobDeadline: JobDeadlineDialog,
};

interface JobActionsMenuProps {
  media: StaffMedia;
  job: StaffMediaJob;
  user: { id: number; role: Role };
}

/**
 * A job's actions in an expanded grid row: the job modals the user's role may use that the job
 * as it stands allows, each opening its dialog.
 */
export function JobActionsMenu({ media, job, user }: JobActionsMenuProps) {
  const flags = usePortalSelector(selectFeatureFlags);
  const [open, setOpen] = useState<JobModal | null>(null);
  const offered = jobMenuFor(user, job, flags);
  if (offered.length === 0) return <span className="assign-grid__note">None now</span>;
  const Dialog = open && dialogs[open];
  return (
    <>
      <Menu
        trigger="Actions"
        label={`Actions for ${jobName(media, job)}`}
        items={offered.map(({ modal, label, danger }) => ({
          id: modal,
          label,
          tone: danger ? 'danger' : 'default',
          onSelect: () => setOpen(modal),
        }))}
      />
      {Dialog && (
        <LazyDialog key={open} onClose={() => setOpen(null)}>
          <Dialog media={media} job={job} onClose={() => setOpen(null)} />
        </LazyDialog>
      )}
    </>
  );
}
