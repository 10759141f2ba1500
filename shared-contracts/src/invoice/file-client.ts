// Through the shared API entry: a remote's copy of this module must reach the shell's one
// store.
import { notify, type PortalDispatch } from '@portal/contracts';
import { DEFAULT_FILE_NAMES } from '../common/constants.ts';
import { invoiceTexts } from './invoices-texts.ts';
import { failureText } from '../app/failure-text.ts';
import { downloadFile } from '../media/download-client.ts';

/** An invoice's file name as the API gives it: `<number>_invoice.pdf` (staff spec section 9). */
export const invoiceFileName = (invoiceNumber: number): string =>
  `${invoiceNumber}${DEFAULT_FILE_NAMES.invoiceSuffix}`;

/**
 * Saves an invoice's PDF (GET /v1/invoice/raw/{id}): admins any, a typist their own. It injects
 * no endpoint, so both the admin and the staff entries share it.
 */
export const downloadInvoice = (invoice: { id: number; invoiceNumber: number }) =>
  downloadFile(`/v1/invoice/raw/${invoice.id}`, invoiceFileName(invoice.invoiceNumber));

/** Saves an invoice's PDF as a button asks: a refusal is told with the server's reason. */
export const saveInvoice =
  (invoice: { id: number; invoiceNumber: number }) => async (dispatch: PortalDispatch) => {
    try {
      await dispatch(downloadInvoice(invoice));
    } catch (error) {
      dispatch(
        notify({
          type: 'error',
          title: invoiceTexts.pdfFailed(invoice.invoiceNumber),
          desc: failureText(error),
        }),
      );
    }
  };
