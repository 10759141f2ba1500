import { useState } from 'react';
import { notify, usePortalDispatch } from '@portal/contracts';
import { failureText } from '@portal/contracts';
import { saveInvoice } from '@portal/contracts/invoice/file-client';
import { downloadInvoiceReport } from '@portal/contracts/report/reports-client';
import { reportTexts } from '@portal/contracts/report/reports-texts';
import type { Invoice } from '@portal/contracts/invoice/schema';

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
