import type { ReactNode } from 'react';
import { ConfirmDialog } from '@portal/ui/forms';
import type { JobStepTexts } from './job-action-texts.ts';
import { JobSubject } from './JobSubject.tsx';
import { useJobStep, type JobDialogProps } from './useJobStep.ts';

interface JobConfirmDialogProps extends JobDialogProps {
  title: string;
  /** What confirming does, and anything the admin should read first. */
  children: ReactNode;
  confirm: string;
  busyLabel: string;
  variant?: 'primary' | 'danger';
  step(): PromiseLike<{ error?: unknown }>;
  texts: JobStepTexts;
}

/**
 * Asks before a job step that takes no input; a form without fields, so the server's refusal
 * shows in the dialog as any form's would.
 */
export function JobConfirmDialog({
  title,
  children,
  confirm,
  busyLabel,
  variant,
  step,
  texts,
  ...dialog
}: JobConfirmDialogProps) {
  const run = useJobStep(dialog);
  return (
    <ConfirmDialog
      title={title}
      intro={
        <>
          <JobSubject media={dialog.media} job={dialog.job} />
          {children}
        </>
      }
      confirm={confirm}
      busyLabel={busyLabel}
      variant={variant}
      onConfirm={() => run(step, texts)}
      onClose={dialog.onClose}
    />
  );
}
