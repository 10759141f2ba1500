import { useDropJobMutation } from '@portal/contracts/job/client';
import { isConflict } from '@portal/contracts/app/failure-text';
import { ConfirmActions, Dialog } from '@portal/ui/dialog';
import { DialogNote, JobSubject } from '../../components/JobSubject.tsx';
import { jobActionTexts } from './job-action-texts.ts';
import { useJobNotice, type JobDialogProps } from './useJobNotice.ts';

/** Asks before the typist gives their job up (PUT /v1/job/drop/{id}). */
export function DropJobDialog({ job, onClose }: JobDialogProps) {
  const [drop, { isLoading }] = useDropJobMutation();
  const notice = useJobNotice();

  const confirm = async () => {
    const result = await drop(job.id);
    if (result.error) {
      notice.failure(jobActionTexts.dropFailed, result.error);
      // A job that moved on cannot be dropped again; any other failure can be tried again.
      if (isConflict(result.error)) onClose();
      return;
    }
    notice.success(jobActionTexts.dropped, job);
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Drop job"
      size="sm"
      dismissible={!isLoading}
      actions={
        <ConfirmActions
          confirm="Drop job"
          busyLabel="Dropping"
          busy={isLoading}
          variant="danger"
          onConfirm={() => void confirm()}
        />
      }
    >
      <JobSubject job={job} />
      <DialogNote>
        The job leaves your assigned jobs and goes back to be assigned to another typist.
      </DialogNote>
    </Dialog>
  );
}
