import { useState } from 'react';
import { useReturnMediaMutation } from '@portal/contracts/admin';
import { failureText, isConflict, jobRangeText } from '@portal/contracts/jobs';
import { ConfirmActions, Dialog } from '@portal/ui/dialog';
import { JobStatusChip } from '@portal/ui/table';
import type { RowDialogProps } from './steps.tsx';
import { unfinishedJobs } from './unfinished.ts';
import { useRowStep } from './useRowStep.ts';

const texts = { done: 'Returned to client', failed: 'The media could not be returned' };

/**
 * returnToClient (PUT /v1/media/return): the transcript goes to the client, who is mailed. A
 * media with unfinished jobs is refused; the admin then sees which jobs and what force skips,
 * and may return it anyway.
 */
export function ReturnToClientDialog({ media, onClose }: RowDialogProps) {
  const [returnMedia] = useReturnMediaMutation();
  const step = useRowStep(media);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const unfinished = unfinishedJobs(media);

  const send = async (force: boolean) => {
    setBusy(true);
    const result = await returnMedia({ ids: [media.id], force });
    if (!force && isConflict(result.error) && unfinished.length > 0) {
      setRefusal(failureText(result.error));
      setBusy(false);
      return;
    }
    await step(Promise.resolve(result), texts);
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Return to client"
      description={media.title}
      dismissible={!busy}
      actions={
        <ConfirmActions
          confirm={refusal ? 'Return anyway' : 'Return'}
          busyLabel="Returning"
          busy={busy}
          variant={refusal ? 'danger' : 'primary'}
          onConfirm={() => void send(refusal !== null)}
        />
      }
    >
      {refusal ? (
        <>
          <p role="alert">{refusal}</p>
          <ul className="row-dialog__list" aria-label="Unfinished jobs">
            {unfinished.map((job) => (
              <li key={job.id}>
                <span className="ui-tabular-nums">{jobRangeText(job)}</span>{' '}
                {job.typistName ?? 'Not assigned'} <JobStatusChip status={job.status} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          {media.clientName ?? 'The client'} is mailed that the transcript is ready to download
          {media.jobs.length > 0 && ', as its jobs left it'}.
        </p>
      )}
    </Dialog>
  );
}
