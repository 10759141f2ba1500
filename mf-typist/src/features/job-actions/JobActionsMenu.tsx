import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { selectFeatureFlags, usePortalSelector, type User } from '@portal/contracts';
import { jobPartyOf } from '@portal/contracts/job/rules';
import type { Job } from '@portal/contracts/job/schema';
import { Menu } from '@portal/ui';
import type { DataTableColumn } from '@portal/ui/table';
import { jobName } from '../../components/JobSubject.tsx';
import { DropJobDialog } from './DropJobDialog.tsx';
import { ExtendDeadlineDialog } from './ExtendDeadlineDialog.tsx';
import { FinishJobDialog } from './FinishJobDialog.tsx';
import { ProofreaderReportDialog } from './ProofreaderReportDialog.tsx';
import { ReportIssueDialog } from './ReportIssueDialog.tsx';
import { SendBackDialog } from './SendBackDialog.tsx';
import { rowActionsFor, type RowAction } from './row-actions.ts';

type DialogAction = Exclude<RowAction, 'resolveIssue'>;

/**
 * A job row's actions menu: what the job rules let the signed-in typist or proofreader do to
 * the job now, each opening its dialog; reviewing an issue opens its own screen.
 */
export function JobActionsMenu({ job, user }: { job: Job; user: User }) {
  const flags = usePortalSelector(selectFeatureFlags);
  const navigate = useNavigate();
  const [open, setOpen] = useState<DialogAction | null>(null);
  const actions = rowActionsFor(user, job, flags);
  if (actions.length === 0) return <span className="job-table__note">None now</span>;

  const close = () => setOpen(null);
  const dialogs: Record<DialogAction, () => ReactNode> = {
    finish: () => (
      <FinishJobDialog job={job} party={jobPartyOf(user, job) ?? 'typist'} onClose={close} />
    ),
    sendBackToTypist: () => <SendBackDialog job={job} onClose={close} />,
    changeDeadline: () => <ExtendDeadlineDialog job={job} onClose={close} />,
    reportIssue: () => <ReportIssueDialog job={job} onClose={close} />,
    writeReport: () => <ProofreaderReportDialog job={job} onClose={close} />,
    drop: () => <DropJobDialog job={job} onClose={close} />,
  };

  return (
    <>
      <Menu
        trigger="Actions"
        label={`Actions for ${jobName(job)}`}
        items={actions.map(({ action, label, danger }) => ({
          id: action,
          label,
          tone: danger ? 'danger' : 'default',
          onSelect: () =>
            action === 'resolveIssue'
              ? void navigate(`/job-issue-approving/${job.id}`)
              : setOpen(action),
        }))}
      />
      {open && dialogs[open]()}
    </>
  );
}

/** The column of a job table with each row's actions menu, once the user is known. */
export const jobActionsColumn = (user: User | undefined): DataTableColumn<Job> => ({
  id: 'actions',
  header: 'Actions',
  align: 'end',
  cell: (job) => user && <JobActionsMenu job={job} user={user} />,
});
