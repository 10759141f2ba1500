import { useState, type ComponentType } from 'react';
import { selectFeatureFlags, usePortalSelector, type Role } from '@portal/contracts';
import type { JobModal } from '@portal/contracts/media-assignment/assign-grid-actions';
import type { StaffMedia, StaffMediaJob } from '@portal/contracts/media/staff-media-schema';
import { Menu } from '@portal/ui';
import { AddAdHocChargeDialog } from './AddAdHocChargeDialog.tsx';
import { AdHocChargesDialog } from './AdHocChargesDialog.tsx';
import { ApproveRateDialog } from './ApproveRateDialog.tsx';
import { IssueReportDialog } from './IssueReportDialog.tsx';
import { JobCommentDialog } from './JobCommentDialog.tsx';
import { JobDeadlineDialog } from './JobDeadlineDialog.tsx';
import { PreviewJobTranscriptDialog } from './PreviewJobTranscriptDialog.tsx';
import { ProofreaderCommentDialog } from './ProofreaderCommentDialog.tsx';
import { ProofreaderReportDialog } from './ProofreaderReportDialog.tsx';
import { ReassignForRetypingDialog } from './ReassignForRetypingDialog.tsx';
import { SendBackForEditingDialog } from './SendBackForEditingDialog.tsx';
import { SubmitAsTypistDialog } from './SubmitAsTypistDialog.tsx';
import { jobMenuFor } from './job-menu.ts';
import { jobName, type JobDialogProps } from './useJobStep.ts';

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
      {Dialog && <Dialog media={media} job={job} onClose={() => setOpen(null)} />}
    </>
  );
}
