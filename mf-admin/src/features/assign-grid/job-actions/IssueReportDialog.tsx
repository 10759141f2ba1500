import { useApproveJobIssueMutation } from '@portal/contracts/job/client';
import { jobActionTexts } from './job-action-texts.ts';
import { JobConfirmDialog } from './JobConfirmDialog.tsx';
import { DialogNote, WrittenText } from './JobSubject.tsx';
import type { JobDialogProps } from './useJobStep.ts';

/** issueReport: the issue reported on the job, and resolving it (GET /v1/job/approve-issue/{id}). */
export function IssueReportDialog(props: JobDialogProps) {
  const [resolve] = useApproveJobIssueMutation();
  const { job } = props;
  return (
    <JobConfirmDialog
      {...props}
      title="Issue report"
      confirm="Resolve issue"
      busyLabel="Resolving"
      step={() => resolve(job.id)}
      texts={jobActionTexts.issueResolved}
    >
      <WrittenText label="Reported issue" text={job.issueReport ?? 'No details were given.'} />
      <DialogNote>Resolving it marks the issue Resolved.</DialogNote>
    </JobConfirmDialog>
  );
}
