import { useFinishJobAsTypistMutation } from '@portal/contracts/job/client';
import { jobActionTexts } from './job-action-texts.ts';
import { JobConfirmDialog } from './JobConfirmDialog.tsx';
import { DialogNote } from './JobSubject.tsx';
import type { JobDialogProps } from './useJobStep.ts';

/** submitAsTypist: finishes the typing for the job's typist (PUT /v1/job/finish-as-typist/{id}). */
export function SubmitAsTypistDialog(props: JobDialogProps) {
  const [finishAsTypist] = useFinishJobAsTypistMutation();
  const { job } = props;
  return (
    <JobConfirmDialog
      {...props}
      title="Submit as typist"
      confirm="Submit as typist"
      busyLabel="Submitting"
      step={() => finishAsTypist(job.id)}
      texts={jobActionTexts.submitted}
    >
      <DialogNote>
        The typing is submitted as {job.typistName ?? 'the typist'} left it, as if they had finished
        the job themselves.
      </DialogNote>
    </JobConfirmDialog>
  );
}
