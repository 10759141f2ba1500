import { notify, usePortalDispatch } from '@portal/contracts';
import { failureText } from '@portal/contracts';
import { submissionErrors } from '@portal/contracts/app/field-errors';
import type { Validator } from '@portal/contracts/common/validation';
import {
  PAYMENT_REPORT_FILE_ROWS,
  PAYMENT_REPORT_FILE_ROWS_MAX,
} from '@portal/contracts/common/limits';
import { downloadPaymentReport } from '@portal/contracts/report/reports-client';
import { invoiceApi } from '@portal/contracts/invoice/invoices-client';
import { invoiceTexts } from '@portal/contracts/invoice/invoices-texts';
import { FormDialog, FormTextField } from '@portal/ui/forms';

interface Values {
  limit?: string;
}

const paymentsPerFile: Validator = (value) => {
  if (value === undefined || value === '') return undefined;
  const limit = Number(value);
  return Number.isInteger(limit) && limit >= 1 && limit <= PAYMENT_REPORT_FILE_ROWS_MAX
    ? undefined
    : `Enter a whole number from 1 to ${PAYMENT_REPORT_FILE_ROWS_MAX}.`;
};

/**
 * The bank's payment files for the selected invoices (GET /v1/report/invoice-payment-report):
 * one CSV, or a zip of several when there are more payments than a file takes. Making it stamps
 * the invoices with the report's id, so the table is read again.
 */
export function PaymentReportDialog({ ids, onClose }: { ids: readonly number[]; onClose(): void }) {
  const dispatch = usePortalDispatch();
  const submit = async ({ limit }: Values) => {
    try {
      await dispatch(downloadPaymentReport(ids, limit ? Number(limit) : undefined));
    } catch (error) {
      dispatch(
        notify({
          type: 'error',
          title: invoiceTexts.paymentReportFailed,
          desc: failureText(error),
        }),
      );
      // Only the limit is a field here; a refused invoice is the form's message.
      return submissionErrors(error, invoiceTexts.paymentReportFailed, (field) =>
        field === 'limit' ? field : undefined,
      );
    }
    dispatch(invoiceApi.util.invalidateTags([{ type: 'Invoice', id: 'LIST' }]));
    onClose();
    return undefined;
  };
  return (
    <FormDialog<Values>
      title="Payment report"
      description={`${ids.length} invoice(s) selected`}
      intro={<p>The bank’s payment file of the selected invoices, to upload for paying them.</p>}
      confirm="Download report"
      busyLabel="Downloading"
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField
        name="limit"
        type="number"
        label="Payments per file"
        hint={`Optional: ${PAYMENT_REPORT_FILE_ROWS} unless set. More payments come as a zip of files.`}
        min={1}
        max={PAYMENT_REPORT_FILE_ROWS_MAX}
        validate={paymentsPerFile}
      />
    </FormDialog>
  );
}
