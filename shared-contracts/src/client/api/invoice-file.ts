import { DEFAULT_FILE_NAMES } from '../../core/constants.ts';
import { downloadFile } from './download.ts';

/** An invoice's file name as the API gives it: `<number>_invoice.pdf` (staff spec section 9). */
export const invoiceFileName = (invoiceNumber: number): string =>
  `${invoiceNumber}${DEFAULT_FILE_NAMES.invoiceSuffix}`;

/**
 * Saves an invoice's PDF (GET /v1/invoice/raw/{id}): admins any, a typist their own. It injects
 * no endpoint, so both the admin and the staff entries share it.
 */
export const downloadInvoice = (invoice: { id: number; invoiceNumber: number }) =>
  downloadFile(`/v1/invoice/raw/${invoice.id}`, invoiceFileName(invoice.invoiceNumber));
