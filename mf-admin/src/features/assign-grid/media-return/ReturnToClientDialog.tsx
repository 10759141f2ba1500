import { useId, useState } from 'react';
import { mediaReturnTexts } from '@portal/contracts/media-return/texts';
import { useReturnMediaMutation } from '@portal/contracts/media-return/client';
import type { StaffMediaJob } from '@portal/contracts/media/staff-media-schema';
import { jobRangeText } from '@portal/contracts/job/format';
import { ConfirmActions, Dialog } from '@portal/ui/dialog';
import { Checkbox } from '@portal/ui/forms';
import { JobStatusChip } from '@portal/ui/table';
import type { RowDialogProps } from '../row-actions/steps.tsx';
import { unfinishedJobs } from '../row-actions/unfinished.ts';
import { useRowStep } from '../row-actions/useRowStep.ts';

const texts = { done: 'Returned to client', failed: 'The media could not be returned' };

const returnDialogTexts = {
  unfinishedIntro: 'Not all of its jobs are finished:',
  confirmForce: 'Return it with these jobs unfinished',
} as const;

/** What a return with force skips, and the box that confirms it. */
function ForceConfirmation({
  unfinished,
  warningId,
  confirmed,
  onConfirmed,
}: {
  unfinished: StaffMediaJob[];
  warningId: string;
  confirmed: boolean;
  onConfirmed(confirmed: boolean): void;
}) {
  return (
    <>
      <p>{returnDialogTexts.unfinishedIntro}</p>
      <ul className="row-dialog__list" aria-label="Unfinished jobs">
        {unfinished.map((job) => (
          <li key={job.id}>
            <span className="ui-tabular-nums">{jobRangeText(job)}</span>{' '}
            {job.typistName ?? 'Not assigned'} <JobStatusChip status={job.status} />
          </li>
        ))}
      </ul>
      <p id={warningId}>{mediaReturnTexts.forceSkips}</p>
      <Checkbox
        label={returnDialogTexts.confirmForce}
        checked={confirmed}
        onChange={(event) => onConfirmed(event.target.checked)}
      />
    </>
  );
}

/**
 * returnToClient (PUT /v1/media/return): the transcript goes to the client, who is mailed. A
 * media with unfinished jobs is returned only with force: the dialog says which jobs, what force
 * skips, and returns it once the admin has confirmed. A row out of date (jobs unfinished that
 * it did not show) is refused and read again.
 */
export function ReturnToClientDialog({ media, onClose }: RowDialogProps) {
  const [returnMedia] = useReturnMediaMutation();
  const step = useRowStep(media);
  const [busy, setBusy] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const warningId = useId();
  const unfinished = unfinishedJobs(media);
  const force = unfinished.length > 0;

  const send = async () => {
    setBusy(true);
    await step(returnMedia({ ids: [media.id], force }), texts);
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
          confirm={force ? 'Return anyway' : 'Return'}
          busyLabel="Returning"
          busy={busy}
          variant={force ? 'danger' : 'primary'}
          disabled={force && !confirmed}
          describedBy={force ? warningId : undefined}
          onConfirm={() => void send()}
        />
      }
    >
      <p>
        {media.clientName ?? 'The client'} is mailed that the transcript is ready to download
        {media.jobs.length > 0 && ', as its jobs left it'}.
      </p>
      {force && (
        <ForceConfirmation
          unfinished={unfinished}
          warningId={warningId}
          confirmed={confirmed}
          onConfirmed={setConfirmed}
        />
      )}
    </Dialog>
  );
}
