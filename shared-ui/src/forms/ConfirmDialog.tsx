import type { ReactNode } from 'react';
import type { SubmissionErrors } from 'final-form';
import { FormDialog } from './FormDialog.tsx';

export interface ConfirmDialogProps {
  title: string;
  description?: ReactNode;
  /** What confirming does, and to what. */
  intro: ReactNode;
  /** The confirm button's words ("Remove"), and what is read out while it runs ("Removing"). */
  confirm: string;
  busyLabel: string;
  /** Danger when confirming takes something away. */
  variant?: 'primary' | 'danger';
  /** Resolves with the server's refusal to show; the caller closes on success. */
  onConfirm(): Promise<SubmissionErrors | undefined>;
  onClose(): void;
}

/** A question with no fields: Cancel or confirm, the server's refusal shown in the dialog. */
export function ConfirmDialog({ onConfirm, ...props }: ConfirmDialogProps) {
  return (
    <FormDialog<object> {...props} onSubmit={onConfirm}>
      {null}
    </FormDialog>
  );
}
