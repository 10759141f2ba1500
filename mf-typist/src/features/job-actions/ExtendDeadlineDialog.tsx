import { useMemo } from 'react';
import { errorTexts } from '@portal/contracts';
import { formatUnixTime, failureText } from '@portal/contracts';
import { fromDeadlineInput, toDeadlineInput } from '@portal/contracts/job/deadline-input';
import { useGetMaxTypistDeadlineQuery, useUpdateJobMutation } from '@portal/contracts/job/client';
import type { Job } from '@portal/contracts/job/schema';
import { isConflict } from '@portal/contracts/app/failure-text';
import { submissionErrors, validationMessages } from '@portal/contracts/app/field-errors';
import type { Validator } from '@portal/contracts/common/validation';
import { Button, ErrorState, Skeleton } from '@portal/ui';
import { Dialog, DialogClose } from '@portal/ui/dialog';
import { FormTextField } from '@portal/ui/forms';
import { FormDialog } from '@portal/ui/forms';
import { DialogNote, JobSubject } from '../../components/JobSubject.tsx';
import { jobActionTexts } from './job-action-texts.ts';
import { useJobNotice, type JobDialogProps } from './useJobNotice.ts';

const longDate = (unixSeconds: number) => formatUnixTime(unixSeconds, 'long');

/** Later than the job's deadline and no later than the latest the API allows. */
const deadlineRules =
  (current: number | null, latest: number): Validator =>
  (value) => {
    const chosen = fromDeadlineInput(value);
    if (chosen === undefined) return errorTexts.required;
    if (chosen * 1000 <= Date.now()) return 'The deadline must be in the future.';
    if (current !== null && chosen <= current)
      return 'The new deadline must be later than the current one.';
    if (chosen > latest) return `The deadline can be no later than ${longDate(latest)}.`;
    return undefined;
  };

/**
 * The typist extends their job's deadline (typist deadline extension flag), up to the latest
 * the API allows (GET /v1/job/max-typist-deadline/{id}), which leaves the proofreader their time.
 */
export function ExtendDeadlineDialog({ job, onClose }: JobDialogProps) {
  const latest = useGetMaxTypistDeadlineQuery(job.id);
  const current = job.deadline;
  const loaded = latest.data?.maxDeadline;

  if (loaded !== undefined && loaded > (current ?? 0))
    return <DeadlineForm job={job} current={current} latest={loaded} onClose={onClose} />;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Extend deadline"
      size="sm"
      actions={
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
      }
    >
      <JobSubject job={job} />
      {latest.isError && (
        <ErrorState
          headingLevel={3}
          message={failureText(latest.error)}
          onRetry={() => void latest.refetch()}
          retrying={latest.isFetching}
        />
      )}
      {latest.isLoading && (
        <div role="status" aria-label="Loading the latest deadline">
          <Skeleton width="70%" />
        </div>
      )}
      {loaded !== undefined && (
        <DialogNote>This job&apos;s deadline cannot be extended any further.</DialogNote>
      )}
    </Dialog>
  );
}

function DeadlineForm({
  job,
  current,
  latest,
  onClose,
}: {
  job: Job;
  current: number | null;
  latest: number;
  onClose(): void;
}) {
  const [update] = useUpdateJobMutation();
  const notice = useJobNotice();
  // The field's check stays one function while the dialog is open (a new one re-registers it).
  const validate = useMemo(() => deadlineRules(current, latest), [current, latest]);

  const submit = async (values: { deadline: string }) => {
    const result = await update({ id: job.id, deadline: fromDeadlineInput(values.deadline) });
    if (!result.error) {
      notice.success(jobActionTexts.deadlineExtended, job);
      onClose();
      return undefined;
    }
    if (validationMessages(result.error))
      return submissionErrors(result.error, jobActionTexts.extendFailed);
    notice.failure(jobActionTexts.extendFailed, result.error);
    if (isConflict(result.error)) onClose();
    return undefined;
  };

  return (
    <FormDialog<{ deadline: string }>
      title="Extend deadline"
      intro={
        <>
          <JobSubject job={job} />
          <DialogNote>
            {current !== null && `Due at ${longDate(current)}. `}You can extend it up to{' '}
            {longDate(latest)}.
          </DialogNote>
        </>
      }
      initialValues={{ deadline: toDeadlineInput(latest) }}
      confirm="Extend deadline"
      busyLabel="Extending"
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField
        name="deadline"
        type="datetime-local"
        label="New deadline"
        required
        min={current === null ? undefined : toDeadlineInput(current)}
        max={toDeadlineInput(latest)}
        validate={validate}
      />
    </FormDialog>
  );
}
