import { useState } from 'react';
import type { JobType } from '@portal/contracts';
import { Button } from '@portal/ui';
import { ConfirmActions, Dialog } from '@portal/ui/dialog';
import { TextArea } from '@portal/ui/forms';
import type { SubmitFields, SubmitResult } from './submit-result.ts';

const names: Record<JobType, string> = { default: 'transcript', notes: 'notes' };
const savedFirst: Record<JobType, string> = {
  default: 'Your transcript is saved first.',
  notes: 'Your notes are saved first.',
};

export interface SubmitTranscriptProps {
  /** Typists submit their typing; proofreaders finish their proofreading. */
  verb: 'Submit' | 'Finish';
  /** What is submitted: the transcript, or (the live note editor) the notes. */
  kind: JobType;
  submit(fields: SubmitFields): Promise<SubmitResult>;
  onSubmitted(): void;
}

/**
 * Submit (typist) or Finish (proofreader): saves the transcript and finishes the user's jobs on
 * it. When the job workflow finds the audio poor it asks why, and the reason goes with a retry.
 */
export function SubmitTranscript({ verb, kind, submit, onSubmitted }: SubmitTranscriptProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [askReason, setAskReason] = useState(false);
  const [reason, setReason] = useState('');

  const confirm = async () => {
    setBusy(true);
    const result = await submit(askReason ? { poorAudioReason: reason } : {});
    setBusy(false);
    if (result.ok) return onSubmitted();
    setProblem(result.message);
    setAskReason(result.needsPoorAudioReason || askReason);
  };

  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        {verb}
      </Button>
      {open && (
        <Dialog
          open
          title={verb === 'Submit' ? `Submit your ${names[kind]}?` : 'Finish proofreading?'}
          description={`${savedFirst[kind]} Afterwards the job leaves your list of open work.`}
          onOpenChange={(next) => !next && setOpen(false)}
          dismissible={!busy}
          actions={
            <ConfirmActions
              confirm={verb}
              busyLabel={verb === 'Submit' ? 'Submitting' : 'Finishing'}
              busy={busy}
              onConfirm={() => void confirm()}
            />
          }
        >
          {problem && (
            <p className="editor-workspace__save-error" role="alert">
              {problem}
            </p>
          )}
          {askReason && (
            <TextArea
              label="What makes the audio poor?"
              value={reason}
              required
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Dialog>
      )}
    </>
  );
}
