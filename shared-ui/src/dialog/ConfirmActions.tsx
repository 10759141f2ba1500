import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../button/Button.tsx';
import { DialogClose } from './Dialog.tsx';

export interface ConfirmActionsProps {
  /** The confirm button's words, e.g. "Delete project". */
  confirm: ReactNode;
  /** Read out while the work runs, e.g. "Deleting". */
  busyLabel: string;
  /** True while the confirmed work runs: the confirm button spins and Cancel is disabled. */
  busy: boolean;
  /** Called on confirm; or give `form` to make confirm that form's submit button. */
  onConfirm?(): void;
  /** The id of the form in the dialog's body that confirm submits. */
  form?: string;
  /** Cancel does this instead of closing the dialog, e.g. going back a step. */
  onCancel?(): void;
  /** danger for what cannot be taken back. */
  variant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  /** True while something must be done first: confirm cannot be pressed. */
  disabled?: boolean;
  /** The id of the text that says what must be done first, read with the confirm button. */
  describedBy?: string;
}

/**
 * A dialog's Cancel and confirm buttons, for Dialog's `actions`: Cancel closes the dialog (or
 * does onCancel), and neither can be pressed again while the confirmed work runs.
 */
export function ConfirmActions({
  confirm,
  busyLabel,
  busy,
  onConfirm,
  form,
  onCancel,
  variant = 'primary',
  disabled,
  describedBy,
}: ConfirmActionsProps) {
  const cancel = (
    <Button variant="secondary" disabled={busy} onClick={onCancel}>
      Cancel
    </Button>
  );
  return (
    <>
      {onCancel ? cancel : <DialogClose asChild>{cancel}</DialogClose>}
      <Button
        variant={variant}
        loading={busy}
        loadingLabel={busyLabel}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={onConfirm}
        {...(form !== undefined && { type: 'submit', form })}
      >
        {confirm}
      </Button>
    </>
  );
}
