import { submissionErrors, validationMessages } from '@portal/contracts/app/field-errors';
import { JOB_ISSUE_MAX_LENGTH } from '@portal/contracts/common/limits';
import { useReportJobIssueMutation } from '@portal/contracts/job/client';
import { isConflict } from '@portal/contracts/app/failure-text';
import { FormTextArea } from '@portal/ui/forms';
import { FormDialog } from '@portal/ui/forms';
import { DialogNote, JobSubject } from '../../components/JobSubject.tsx';
import { jobText } from '../../components/job-text.ts';
import { jobActionTexts } from './job-action-texts.ts';
import { useJobNotice, type JobDialogProps } from './useJobNotice.ts';

const issueRules = jobText(JOB_ISSUE_MAX_LENGTH);

/** Reports what stops the work on a job to the admins (PUT /v1/job/issue/{id}). */
export function ReportIssueDialog({ job, onClose }: JobDialogProps) {
  const [report] = useReportJobIssueMutation();
  const notice = useJobNotice();

  const submit = async ({ issueReport }: { issueReport: string }) => {
    const result = await report({ id: job.id, issueReport });
    if (!result.error) {
      notice.success(jobActionTexts.issueReported, job);
      onClose();
      return undefined;
    }
    if (validationMessages(result.error))
      return submissionErrors(result.error, jobActionTexts.reportFailed);
    notice.failure(jobActionTexts.reportFailed, result.error);
    if (isConflict(result.error)) onClose();
    return undefined;
  };

  return (
    <FormDialog<{ issueReport: string }>
      title="Report issue"
      intro={
        <>
          <JobSubject job={job} />
          <DialogNote>An admin looks into it, and you are told how it was resolved.</DialogNote>
        </>
      }
      confirm="Report issue"
      busyLabel="Reporting"
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextArea
        name="issueReport"
        label="Issue"
        hint={`What is wrong, and where in the recording. At most ${JOB_ISSUE_MAX_LENGTH} characters.`}
        required
        validate={issueRules}
      />
    </FormDialog>
  );
}
