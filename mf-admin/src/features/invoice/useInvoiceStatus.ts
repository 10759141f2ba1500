import { notify, usePortalDispatch } from '@portal/contracts';
import { failureText } from '@portal/contracts';
import { validationMessages } from '@portal/contracts/app/field-errors';
import { invoiceTexts } from '@portal/contracts/invoice/invoices-texts';
import {
  useBulkUpdateInvoiceStatusMutation,
  useUpdateInvoiceStatusMutation,
} from '@portal/contracts/invoice/invoices-client';
import type { Invoice } from '@portal/contracts/invoice/schema';
import type { InvoiceStatus } from '@portal/contracts';

/**
 * What the server refused, each bulk refusal named by its invoice: the API names it by its place
 * in the ids sent (`ids[2]`), which the form helpers read as `ids.2`.
 */
function refusalsOf(error: unknown, ids: readonly number[], rows: readonly Invoice[]): string[] {
  const messages = validationMessages(error);
  if (!messages) return [failureText(error)];
  return messages.map(({ field, message }) => {
    const index = /^ids\.(\d+)$/.exec(field ?? '')?.[1];
    if (index === undefined) return message;
    const id = ids[Number(index)];
    const invoice = rows.find((row) => row.id === id);
    return `Invoice ${invoice?.invoiceNumber ?? id}: ${message}`;
  });
}

/**
 * Status changes: one invoice (PUT /v1/invoice/{id}) or the selected ones at once, all or none
 * (PUT /v1/invoice/bulk-update). Each resolves whether it was done, having said so.
 */
export function useInvoiceStatus(rows: readonly Invoice[]) {
  const [updateOne] = useUpdateInvoiceStatusMutation();
  const [updateMany] = useBulkUpdateInvoiceStatusMutation();
  const dispatch = usePortalDispatch();
  const refused = (error: unknown, ids: readonly number[]) =>
    dispatch(
      notify({
        type: 'error',
        title: invoiceTexts.statusUpdateFailed,
        desc: refusalsOf(error, ids, rows),
      }),
    );

  const moveOne = async (invoice: Invoice, status: InvoiceStatus): Promise<boolean> => {
    const result = await updateOne({ id: invoice.id, status });
    if (result.error) refused(result.error, [invoice.id]);
    else dispatch(notify({ type: 'success', title: invoiceTexts.statusUpdated(1) }));
    return !result.error;
  };

  const moveMany = async (ids: readonly number[], status: InvoiceStatus): Promise<boolean> => {
    const result = await updateMany({ ids: [...ids], status });
    // The server's own words: "Successfully updated status for N invoice(s)".
    if (result.error) refused(result.error, ids);
    else dispatch(notify({ type: 'success', title: result.data.message }));
    return !result.error;
  };

  return { moveOne, moveMany };
}
