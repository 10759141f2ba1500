import { useState } from 'react';
import { can } from '@portal/contracts';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import { formatMonth } from '@portal/contracts/common/dates';
import { invoiceTexts } from '@portal/contracts/invoice/invoices-texts';
import { useGetMonthInvoicesQuery } from '@portal/contracts/invoice/invoices-client';
import type { Invoice } from '@portal/contracts/invoice/schema';
import type { InvoiceStatus } from '@portal/contracts';
import { Button } from '@portal/ui';
import { ListPage } from '@portal/ui/table';
import { FinalStatusDialog } from './FinalStatusDialog.tsx';
import { GenerateInvoiceDialog } from './GenerateInvoiceDialog.tsx';
import { InvoiceFilters } from './InvoiceFilters.tsx';
import { RegenerateInvoiceDialog } from './RegenerateInvoiceDialog.tsx';
import { invoiceColumns, invoiceName } from './invoice-columns.tsx';
import { isFinalStatus } from './invoice-format.ts';
import { invoicesQuery, shownMonth, useInvoicesState, usePortalMonths } from './invoice-state.ts';
import { useBulkInvoices } from './useBulkInvoices.tsx';
import { useInvoiceFiles } from './useInvoiceFiles.ts';
import { useInvoiceStatus } from './useInvoiceStatus.ts';
import './invoices.css';

type Open =
  | { kind: 'generate' }
  | { kind: 'regenerate'; invoice: Invoice }
  | { kind: 'finalStatus'; invoice: Invoice; status: InvoiceStatus }
  | null;

/**
 * /v3/admin/invoices (staff spec sections 3, 7 and 8): the typists' invoices of a month, last
 * month's first, 100 a page; each downloaded, re-generated or moved on, the selected ones moved
 * together or paid through the bank's payment report. Super admins also export a month to
 * QuickBooks.
 */
export function InvoicesPage() {
  const table = useInvoicesState();
  const months = usePortalMonths();
  const list = useGetMonthInvoicesQuery(invoicesQuery(table.state, months.lastMonth));
  const rows = list.data?.result;
  const { data: me } = useGetProfileQuery();
  // The QuickBooks CSV is a report (GET /v1/report/invoice), which only super admins read.
  const mayExportQuickBooks = me !== undefined && can(me, 'report.read');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const bulk = useBulkInvoices(rows);
  const { moveOne } = useInvoiceStatus(rows ?? []);
  const files = useInvoiceFiles();
  const month = shownMonth(table.state.filter, months.lastMonth);
  const filtered = Object.keys(table.state.filter).some((key) => key !== 'month');
  const period = month ? formatMonth(month) : 'any month';

  const columns = invoiceColumns({
    download: (invoice) => void files.downloadPdf(invoice),
    regenerate: (invoice) => setOpen({ kind: 'regenerate', invoice }),
    move: (invoice, status) => {
      if (isFinalStatus(status)) setOpen({ kind: 'finalStatus', invoice, status });
      else void moveOne(invoice, status);
    },
  });

  return (
    <ListPage
      title="Invoices"
      description="Typists’ monthly invoices: their status, payment and files."
      actions={
        <>
          {mayExportQuickBooks && month && (
            <Button
              variant="secondary"
              onClick={() => void files.downloadQuickBooks(month)}
              loading={files.exporting}
              loadingLabel="Downloading"
            >
              QuickBooks CSV
            </Button>
          )}
          <Button onClick={() => setOpen({ kind: 'generate' })}>Generate invoice</Button>
        </>
      }
      label="Invoices"
      query={list}
      table={table}
      toolbar={
        <>
          <InvoiceFilters table={table} months={months} />
          {bulk.toolbar}
        </>
      }
      // Ten columns outgrow a narrow screen: the table scrolls sideways, never clips.
      scrollClassName="invoices__scroll"
      columns={columns}
      getRowId={(row) => row.id}
      loadFailed={invoiceTexts.loadFailed}
      selection={bulk.selection}
      empty={
        filtered
          ? {
              title: `No invoices of ${period} match these filters`,
              text: 'Try other filters, or clear them to see every invoice of the month.',
            }
          : {
              title: `No invoices for ${period}`,
              text: 'Invoices are raised at the start of each month for the month before; Generate invoice raises one now.',
            }
      }
      pagesLabel="Pages of invoices"
      dialogs={
        <>
          {open?.kind === 'generate' && <GenerateInvoiceDialog months={months} onClose={close} />}
          {open?.kind === 'regenerate' && (
            <RegenerateInvoiceDialog invoice={open.invoice} onClose={close} />
          )}
          {open?.kind === 'finalStatus' && (
            <FinalStatusDialog
              subject={invoiceName(open.invoice)}
              status={open.status}
              onMove={() => moveOne(open.invoice, open.status)}
              onClose={close}
            />
          )}
        </>
      }
    />
  );
}
