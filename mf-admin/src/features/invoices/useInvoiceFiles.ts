import { useState } from 'react';
import { notify, usePortalDispatch } from '@portal/contracts';
import { failureText } from '@portal/contracts/jobs';
import {
  saveInvoice,
  downloadInvoiceReport,
  reportTexts,
  type Invoice,
} from '@portal/contracts/admin';

/**
 * The screen's file downloads: an invoice's PDF, and (super admins) a month's QuickBooks bills
 * import; a failure says what the server said.
 */
export function useInvoiceFiles() {
  const dispatch = usePortalDispatch();
  const [exporting, setExporting] = useState(false);

  const downloadPdf = (invoice: Invoice) => dispatch(saveInvoice(invoice));

  const downloadQuickBooks = async (month: string) => {
    setExporting(true);
    try {
      await dispatch(downloadInvoiceReport(month));
    } catch (error) {
      dispatch(
        notify({ type: 'error', title: reportTexts.downloadFailed, desc: failureText(error) }),
      );
    } finally {
      setExporting(false);
    }
  };

  return { downloadPdf, downloadQuickBooks, exporting };
}
