import { useRemoveJobTypistMutation } from '@portal/contracts/job/client';
import { jobActionTexts } from './job-action-texts.ts';
import { JobConfirmDialog } from './JobConfirmDialog.tsx';
import { DialogNote } from './JobSubject.tsx';
import type { JobDialogProps } from './useJobStep.ts';

/** reassignForRetyping: takes the job from its typist back to the pool (PUT /v1/job/remove-typist/{id}). */
export function ReassignForRetypingDialog(props: JobDialogProps) {
  const [removeTypist] = useRemoveJobTypistMutation();
  const { job } = props;
  return (
    <JobConfirmDialog
      {...props}
      title="Reassign for retyping"
      confirm="Reassign for retyping"
      busyLabel="Reassigning"
      variant="danger"
      step={() => removeTypist(job.id)}
      texts={jobActionTexts.reassigned}
    >
      <DialogNote>
        {job.typistName ?? 'The typist'} no longer has this job: it goes back to the pool, to be
        assigned to a typist for retyping.
      </DialogNote>
    </JobConfirmDialog>
  );
}
