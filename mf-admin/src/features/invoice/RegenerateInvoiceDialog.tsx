import { notify, usePortalDispatch } from '@portal/contracts';
import { failureText } from '@portal/contracts';
import { formatMonth } from '@portal/contracts/common/dates';
import { invoiceTexts } from '@portal/contracts/invoice/invoices-texts';
import { useRegenerateInvoiceMutation } from '@portal/contracts/invoice/invoices-client';
import type { Invoice } from '@portal/contracts/invoice/schema';
import { ConfirmDialog } from '@portal/ui/forms';
import { invoiceName } from './invoice-columns.tsx';

/**
 * Builds an invoice's lines again from its month's finished jobs and charges (GET
 * /v1/invoice/re-generate/{id}); it keeps its number. Refused once paid or void.
 */
export function RegenerateInvoiceDialog({
  invoice,
  onClose,
}: {
  invoice: Invoice;
  onClose(): void;
}) {
  const [regenerate] = useRegenerateInvoiceMutation();
  const dispatch = usePortalDispatch();
  const name = invoiceName(invoice);
  const confirm = async () => {
    const result = await regenerate(invoice.id);
    dispatch(
      result.error
        ? notify({
            type: 'error',
            title: invoiceTexts.regenerateFailed,
            desc: failureText(result.error),
          })
        : notify({ type: 'success', title: `Invoice ${invoice.invoiceNumber} re-generated` }),
    );
    onClose();
    return undefined;
  };
  return (
    <ConfirmDialog
      title={`Re-generate ${name}?`}
      description={`${invoice.typistName}, ${formatMonth(invoice.monthStamp)}`}
      intro={
        <p>
          Its lines are built again from the typist’s finished jobs and charges of{' '}
          {formatMonth(invoice.monthStamp)}. It keeps its number and status.
        </p>
      }
      confirm="Re-generate"
      busyLabel="Re-generating"
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
