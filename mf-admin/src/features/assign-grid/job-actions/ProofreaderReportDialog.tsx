import {
  composeValidators,
  maxLength,
  noAngleBrackets,
  type Validator,
} from '@portal/contracts/common/validation';
import { JOB_REPORT_MAX_LENGTH } from '@portal/contracts/common/limits';
import { useUpdateJobMutation } from '@portal/contracts/job/client';
import { FormDialog, FormTextArea } from '@portal/ui/forms';
import { jobActionTexts } from './job-action-texts.ts';
import { DialogNote, JobSubject } from './JobSubject.tsx';
import { useJobStep, type JobDialogProps } from './useJobStep.ts';

const reportRules: Validator = composeValidators(maxLength(JOB_REPORT_MAX_LENGTH), noAngleBrackets);

/**
 * proofreaderReport: the report on the job's typing (proofreader reports flag), as its
 * proofreader left it, for an admin to read and edit (PUT /v1/job/{id} with report).
 */
export function ProofreaderReportDialog(props: JobDialogProps) {
  const [update] = useUpdateJobMutation();
  const run = useJobStep(props);
  const { media, job, onClose } = props;
  return (
    <FormDialog<{ report?: string }>
      title="Proofreader report"
      intro={
        <>
          <JobSubject media={media} job={job} />
          <DialogNote>
            {job.report === null
              ? 'No report has been written on this job yet.'
              : 'An empty report clears it.'}
          </DialogNote>
        </>
      }
      initialValues={{ report: job.report ?? '' }}
      confirm="Save report"
      busyLabel="Saving"
      onSubmit={(values) =>
        run(() => update({ id: job.id, report: values.report ?? '' }), jobActionTexts.reportSaved)
      }
      onClose={onClose}
    >
      <FormTextArea
        name="report"
        label="Report"
        hint={`At most ${JOB_REPORT_MAX_LENGTH} characters.`}
        validate={reportRules}
      />
    </FormDialog>
  );
}
