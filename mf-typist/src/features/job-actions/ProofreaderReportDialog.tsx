import { submissionErrors, validationMessages } from '@portal/contracts/app/field-errors';
import { JOB_REPORT_MAX_LENGTH } from '@portal/contracts/common/limits';
import { isConflict } from '@portal/contracts/app/failure-text';
import { useUpdateJobMutation } from '@portal/contracts/job/client';
import { FormDialog, FormTextArea } from '@portal/ui/forms';
import { DialogNote, JobSubject } from '../../components/JobSubject.tsx';
import { jobText } from '../../components/job-text.ts';
import { jobActionTexts } from './job-action-texts.ts';
import { useJobNotice, type JobDialogProps } from './useJobNotice.ts';

const reportRules = jobText(JOB_REPORT_MAX_LENGTH);

/**
 * proofreaderReport, the proofreader's side (proofreader reports flag): their report on how the
 * job was typed, for the admins to read (PUT /v1/job/{id} with report); written again, it
 * replaces the one before.
 */
export function ProofreaderReportDialog({ job, onClose }: JobDialogProps) {
  const [update] = useUpdateJobMutation();
  const notice = useJobNotice();

  const submit = async ({ report }: { report: string }) => {
    const result = await update({ id: job.id, report });
    if (!result.error) {
      notice.success(jobActionTexts.reportSaved, job);
      onClose();
      return undefined;
    }
    if (validationMessages(result.error))
      return submissionErrors(result.error, jobActionTexts.reportSaveFailed);
    notice.failure(jobActionTexts.reportSaveFailed, result.error);
    if (isConflict(result.error)) onClose();
    return undefined;
  };

  return (
    <FormDialog<{ report: string }>
      title="Proofreader report"
      intro={
        <>
          <JobSubject job={job} />
          <DialogNote>
            The admins read your report on how {job.typistName ?? 'the typist'} typed this job.
          </DialogNote>
        </>
      }
      initialValues={{ report: job.report ?? '' }}
      confirm="Save report"
      busyLabel="Saving"
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextArea
        name="report"
        label="Report"
        hint={`At most ${JOB_REPORT_MAX_LENGTH} characters.`}
        required
        validate={reportRules}
      />
    </FormDialog>
  );
}
