import { errorTexts } from '@portal/contracts';
import {
  composeValidators,
  maximum,
  minimum,
  type Validator,
} from '@portal/contracts/common/validation';
import { DEFAULT_RATE_PERCENT } from '@portal/contracts/user/grades';
import { JOB_RATE_PERCENT_MAX } from '@portal/contracts/common/limits';
import { useApproveJobMutation } from '@portal/contracts/job/client';
import { FormDialog, FormTextField } from '@portal/ui/forms';
import { jobActionTexts } from './job-action-texts.ts';
import { DialogNote, JobSubject } from './JobSubject.tsx';
import { useJobStep, type JobDialogProps } from './useJobStep.ts';

/** A whole percentage from 0 to the most a job may pay, in the spec's generic words. */
const rateRules: Validator = (value) => {
  if (typeof value !== 'string' || value.trim() === '') return errorTexts.required;
  const rate = Number(value);
  if (!Number.isInteger(rate)) return 'Enter a whole number';
  return composeValidators(minimum(0), maximum(JOB_RATE_PERCENT_MAX))(rate);
};

/**
 * Approve rate: the percentage of its rate a finished job pays (PUT /v1/job/approve/{id}); below
 * the full rate the job is substandard, at it or above done.
 */
export function ApproveRateDialog(props: JobDialogProps) {
  const [approve] = useApproveJobMutation();
  const run = useJobStep(props);
  const { media, job, onClose } = props;
  return (
    <FormDialog<{ ratePercent: string }>
      title="Approve rate"
      intro={
        <>
          <JobSubject media={media} job={job} />
          <DialogNote>
            Below {DEFAULT_RATE_PERCENT}% the job is substandard; at {DEFAULT_RATE_PERCENT}% or more
            it is done.
          </DialogNote>
        </>
      }
      initialValues={{ ratePercent: String(job.ratePercent) }}
      confirm="Approve rate"
      busyLabel="Approving"
      onSubmit={(values) =>
        run(
          () => approve({ id: job.id, ratePercent: Number(values.ratePercent) }),
          jobActionTexts.rateApproved,
        )
      }
      onClose={onClose}
    >
      <FormTextField
        name="ratePercent"
        type="number"
        inputMode="numeric"
        min={0}
        max={JOB_RATE_PERCENT_MAX}
        label="Rate percentage"
        required
        validate={rateRules}
      />
    </FormDialog>
  );
}
