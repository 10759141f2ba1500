import type { InvoiceStatus } from '@portal/contracts';
import { ConfirmDialog } from '@portal/ui/forms';
import { invoiceStatusLabels } from '@portal/ui/table';

/**
 * Confirms a move to paid or void before it is made: from there an invoice never changes again.
 * `subject` names what moves ("invoice 12", "3 invoices"); the move says itself whether it was
 * done, so the dialog closes either way.
 */
export function FinalStatusDialog({
  subject,
  status,
  onMove,
  onClose,
}: {
  subject: string;
  status: InvoiceStatus;
  onMove(): Promise<boolean>;
  onClose(): void;
}) {
  const label = invoiceStatusLabels[status].toLowerCase();
  const confirm = async () => {
    await onMove();
    onClose();
    return undefined;
  };
  return (
    <ConfirmDialog
      title={`Mark ${subject} as ${label}?`}
      intro={
        <p>
          A {label} invoice is final: its status cannot change again and it cannot be re-generated.
        </p>
      }
      confirm={`Mark as ${label}`}
      busyLabel="Saving"
      variant={status === 'void' ? 'danger' : 'primary'}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
