import { useState } from 'react';
import { usePortalDispatch } from '@portal/contracts';
import { formatMoney } from '@portal/contracts';
import { INVOICE_PAGE_SIZE } from '@portal/contracts/common/limits';
import { saveInvoice } from '@portal/contracts/invoice/file-client';
import { formatMonth } from '@portal/contracts/common/dates';
import { formatUnixTime } from '@portal/contracts';
import { useGetOwnInvoicesQuery } from '@portal/contracts/invoice/own-invoices-client';
import type { Invoice } from '@portal/contracts/invoice/schema';
import { Button } from '@portal/ui';
import { InvoiceStatusChip, ListPage, useTableState, type DataTableColumn } from '@portal/ui/table';
import './invoices.css';

/** Saves the invoice's PDF; a refusal is told in a notification, with the server's reason. */
function DownloadButton({ invoice }: { invoice: Invoice }) {
  const dispatch = usePortalDispatch();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await dispatch(saveInvoice(invoice));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`Download invoice ${invoice.invoiceNumber}`}
      onClick={() => void download()}
      loading={busy}
      loadingLabel="Downloading"
    >
      Download
    </Button>
  );
}

const columns: DataTableColumn<Invoice>[] = [
  {
    id: 'invoiceNumber',
    header: 'Invoice number',
    cell: (invoice) => <span className="invoices__number">{invoice.invoiceNumber}</span>,
  },
  {
    id: 'month',
    header: 'Month',
    cell: (invoice) => <span className="invoices__month">{formatMonth(invoice.monthStamp)}</span>,
  },
  { id: 'jobs', header: 'Jobs', align: 'end', cell: (invoice) => invoice.jobsCount },
  {
    id: 'amount',
    header: 'Amount',
    align: 'end',
    cell: (invoice) => formatMoney(invoice.amountTotal, 'GBP'),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (invoice) => <InvoiceStatusChip status={invoice.status} />,
  },
  {
    id: 'createdAt',
    header: 'Created',
    cell: (invoice) => formatUnixTime(invoice.createdAt, 'table'),
  },
  { id: 'file', header: 'PDF', cell: (invoice) => <DownloadButton invoice={invoice} /> },
];

/**
 * /v3/typist/invoices: the typist's own invoices, newest first, 50 a page, each to download as
 * its PDF (staff spec sections 3 and 7; the API answers a typist theirs only). Typists are paid
 * in pounds.
 */
export function InvoicesPage() {
  const table = useTableState({ perPage: INVOICE_PAGE_SIZE });
  const invoices = useGetOwnInvoicesQuery({
    page: table.state.page,
    pageSize: table.state.perPage,
  });
  return (
    <ListPage
      title="Invoices"
      description="What you are paid for each month's finished work."
      label="Your invoices"
      query={invoices}
      table={table}
      columns={columns}
      getRowId={(invoice) => invoice.id}
      loadFailed="Your invoices could not be loaded."
      empty={{
        title: 'You have no invoices yet',
        text: "Each month's invoice for the work you finished appears here once it is raised.",
      }}
      pagesLabel="Pages of invoices"
    />
  );
}
