import { useState } from 'react';
import type { JobType } from '@portal/contracts';
import { Button, LazyDialog, lazyNamed } from '@portal/ui';
import type { SubmitFields, SubmitResult } from './submit-result.ts';

const SubmitTranscriptDialog = lazyNamed(
  () => import('./SubmitTranscriptDialog.tsx'),
  'SubmitTranscriptDialog',
);

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
        <LazyDialog onClose={() => setOpen(false)}>
          <SubmitTranscriptDialog
            verb={verb}
            kind={kind}
            busy={busy}
            problem={problem}
            askReason={askReason}
            reason={reason}
            onReason={setReason}
            onConfirm={() => void confirm()}
            onClose={() => setOpen(false)}
          />
        </LazyDialog>
      )}
    </>
  );
}
