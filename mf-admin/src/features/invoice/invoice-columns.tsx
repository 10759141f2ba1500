import { formatMoney, formatUnixTime } from '@portal/contracts';
import { formatMonth } from '@portal/contracts/common/dates';
import { invoiceStatusMoves, mayRegenerateInvoice } from '@portal/contracts/invoice/rules';
import type { Invoice } from '@portal/contracts/invoice/schema';
import type { InvoiceStatus } from '@portal/contracts';
import {
  Button,
  ChevronDownIcon,
  Menu,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  StatusChip,
} from '@portal/ui';
import { InvoiceStatusChip, invoiceStatusLabels, type DataTableColumn } from '@portal/ui/table';

/** What a row's menu does with its invoice. */
export interface InvoiceRowActions {
  download(invoice: Invoice): void;
  regenerate(invoice: Invoice): void;
  move(invoice: Invoice, status: InvoiceStatus): void;
}

export const invoiceName = (invoice: Pick<Invoice, 'invoiceNumber'>): string =>
  `invoice ${invoice.invoiceNumber}`;

/** Download always; re-generate and the status moves only where the status table allows. */
function InvoiceActions({ invoice, actions }: { invoice: Invoice; actions: InvoiceRowActions }) {
  const moves = invoiceStatusMoves[invoice.status];
  const label = `Actions for ${invoiceName(invoice)}`;
  return (
    <Menu
      label={label}
      trigger={
        <Button
          variant="secondary"
          size="sm"
          iconEnd={<ChevronDownIcon size="1em" />}
          aria-label={label}
        >
          Actions
        </Button>
      }
    >
      <MenuItem onSelect={() => actions.download(invoice)}>Download PDF</MenuItem>
      {mayRegenerateInvoice(invoice.status) && (
        <MenuItem onSelect={() => actions.regenerate(invoice)}>Re-generate</MenuItem>
      )}
      {moves.length > 0 && (
        <>
          <MenuSeparator />
          <MenuLabel>Change status</MenuLabel>
          {moves.map((status) => (
            <MenuItem key={status} onSelect={() => actions.move(invoice, status)}>
              Mark as {invoiceStatusLabels[status].toLowerCase()}
            </MenuItem>
          ))}
        </>
      )}
    </Menu>
  );
}

const dash = '—';

export function invoiceColumns(actions: InvoiceRowActions): DataTableColumn<Invoice>[] {
  return [
    {
      id: 'number',
      header: 'Invoice number',
      align: 'end',
      cell: (row) => <span className="ui-tabular-nums">{row.invoiceNumber}</span>,
    },
    { id: 'shortId', header: 'ID', cell: (row) => row.shortId },
    {
      id: 'typist',
      header: 'Typist',
      cell: (row) => (
        <span className="invoices__typist">
          {row.typistName}
          {row.newBankInformation && <StatusChip tone="warning">New bank details</StatusChip>}
        </span>
      ),
    },
    { id: 'month', header: 'Month', cell: (row) => formatMonth(row.monthStamp) },
    { id: 'jobs', header: 'Jobs', align: 'end', cell: (row) => row.jobsCount },
    {
      id: 'amount',
      header: 'Amount',
      align: 'end',
      cell: (row) => <span className="ui-tabular-nums">{formatMoney(row.amountTotal, 'GBP')}</span>,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => <InvoiceStatusChip status={row.status} />,
    },
    {
      id: 'created',
      header: 'Created',
      cell: (row) => (
        <span className="ui-tabular-nums">{formatUnixTime(row.createdAt, 'table')}</span>
      ),
    },
    {
      id: 'paymentReport',
      header: 'Payment report',
      align: 'end',
      cell: (row) => row.paymentReportId ?? dash,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) => <InvoiceActions invoice={row} actions={actions} />,
    },
  ];
}
