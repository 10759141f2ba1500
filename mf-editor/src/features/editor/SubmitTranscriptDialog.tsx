import type { JobType } from '@portal/contracts';
import { ConfirmActions, Dialog } from '@portal/ui/dialog';
import { TextArea } from '@portal/ui/forms';

const names: Record<JobType, string> = { default: 'transcript', notes: 'notes' };
const savedFirst: Record<JobType, string> = {
  default: 'Your transcript is saved first.',
  notes: 'Your notes are saved first.',
};

export interface SubmitTranscriptDialogProps {
  verb: 'Submit' | 'Finish';
  kind: JobType;
  busy: boolean;
  /** Why the last try was refused, if it was. */
  problem: string | null;
  /** Whether the job workflow found the audio poor and wants to know why. */
  askReason: boolean;
  reason: string;
  onReason(reason: string): void;
  onConfirm(): void;
  onClose(): void;
}

/**
 * The confirmation of SubmitTranscript, fetched with its first opening (the editor's first
 * screen has only the button), with the dialog and form code it needs.
 */
export function SubmitTranscriptDialog(props: SubmitTranscriptDialogProps) {
  const { verb, kind, busy } = props;
  return (
    <Dialog
      open
      title={verb === 'Submit' ? `Submit your ${names[kind]}?` : 'Finish proofreading?'}
      description={`${savedFirst[kind]} Afterwards the job leaves your list of open work.`}
      onOpenChange={(next) => !next && props.onClose()}
      dismissible={!busy}
      actions={
        <ConfirmActions
          confirm={verb}
          busyLabel={verb === 'Submit' ? 'Submitting' : 'Finishing'}
          busy={busy}
          onConfirm={props.onConfirm}
        />
      }
    >
      {props.problem && (
        <p className="editor-workspace__save-error" role="alert">
          {props.problem}
        </p>
      )}
      {props.askReason && (
        <TextArea
          label="What makes the audio poor?"
          value={props.reason}
          required
          onChange={(event) => props.onReason(event.target.value)}
        />
      )}
    </Dialog>
  );
}
