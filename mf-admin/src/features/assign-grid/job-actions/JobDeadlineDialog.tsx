import { useState } from 'react';
import { errorTexts } from '@portal/contracts';
import type { Validator } from '@portal/contracts/common/validation';
import { formatUnixTime } from '@portal/contracts';
import { fromDeadlineInput, toDeadlineInput } from '@portal/contracts/job/deadline-input';
import { useUpdateJobMutation } from '@portal/contracts/job/client';
import { FormDialog, FormTextField } from '@portal/ui/forms';
import { jobActionTexts } from './job-action-texts.ts';
import { DialogNote, JobSubject } from './JobSubject.tsx';
import { useJobStep, type JobDialogProps } from './useJobStep.ts';

/** Admins set any future deadline (the API's rule for them). */
const deadlineRules: Validator = (value) => {
  const chosen = fromDeadlineInput(value);
  if (chosen === undefined) return errorTexts.required;
  return chosen * 1000 <= Date.now() ? 'The deadline must be in the future.' : undefined;
};

/** The job's deadline, changed by an admin (PUT /v1/job/{id} with deadline); its typist is mailed. */
export function JobDeadlineDialog(props: JobDialogProps) {
  const [update] = useUpdateJobMutation();
  const run = useJobStep(props);
  const { media, job, onClose } = props;
  // The picker starts at the minute the dialog opened: no earlier deadline is accepted.
  const [earliest] = useState(() => toDeadlineInput(Math.floor(Date.now() / 1000)));
  return (
    <FormDialog<{ deadline: string }>
      title="Change deadline"
      intro={
        <>
          <JobSubject media={media} job={job} />
          <DialogNote>
            {job.deadline !== null && `Due at ${formatUnixTime(job.deadline, 'long')}. `}
            {job.typistName ?? 'The typist'} is emailed the new deadline.
          </DialogNote>
        </>
      }
      initialValues={{ deadline: job.deadline === null ? '' : toDeadlineInput(job.deadline) }}
      confirm="Change deadline"
      busyLabel="Changing"
      onSubmit={(values) =>
        run(
          () => update({ id: job.id, deadline: fromDeadlineInput(values.deadline) }),
          jobActionTexts.deadlineChanged,
        )
      }
      onClose={onClose}
    >
      <FormTextField
        name="deadline"
        type="datetime-local"
        label="New deadline"
        required
        min={earliest}
        validate={deadlineRules}
      />
    </FormDialog>
  );
}
