import { formatMonth } from '@portal/contracts/common/dates';
import { invoiceStatuses, type InvoiceStatus } from '@portal/contracts';
import { Button, ChevronDownIcon, Menu, MenuCheckItem } from '@portal/ui';
import { TableFilters, invoiceStatusLabels, type TableStateApi } from '@portal/ui/table';
import { monthOptions, monthsUpTo } from './invoice-format.ts';
import { ALL_MONTHS, statusesOf, type PortalMonths } from './invoice-state.ts';

/** Statuses are a choice of several: a menu of ticks that stays open while they are ticked. */
function StatusFilter({ table }: { table: TableStateApi }) {
  const chosen = statusesOf(table.filterInputs);
  const toggle = (status: InvoiceStatus) => {
    const next = chosen.includes(status)
      ? chosen.filter((s) => s !== status)
      : invoiceStatuses.filter((s) => s === status || chosen.includes(s));
    table.setFilter('status', next.join(','));
  };
  const shown = chosen.map((status) => invoiceStatusLabels[status]).join(', ') || 'Any';
  return (
    <div className="ui-field ui-table-filters__field">
      <span className="ui-field__label" aria-hidden="true">
        Status
      </span>
      <Menu
        align="start"
        trigger={
          <Button
            variant="secondary"
            iconEnd={<ChevronDownIcon size="1em" />}
            aria-label={`Status: ${shown}`}
          >
            {shown}
          </Button>
        }
      >
        {invoiceStatuses.map((status) => (
          <MenuCheckItem
            key={status}
            checked={chosen.includes(status)}
            onSelect={(event) => {
              event.preventDefault();
              toggle(status);
            }}
          >
            {invoiceStatusLabels[status]}
          </MenuCheckItem>
        ))}
      </Menu>
    </div>
  );
}

/**
 * The invoices' filters: the month (last month on the portal's clock unless another, or every
 * month, is chosen), the statuses, the invoice's ID and the typist's name.
 */
export function InvoiceFilters({
  table,
  months: { thisMonth, lastMonth },
}: {
  table: TableStateApi;
  months: PortalMonths;
}) {
  const chosen = table.filterInputs.month;
  // A month chosen through a link may be older than the list offers; it is shown all the same.
  const months = monthsUpTo(thisMonth).filter((month) => month !== lastMonth);
  if (chosen && chosen !== ALL_MONTHS && chosen !== lastMonth && !months.includes(chosen))
    months.push(chosen);
  return (
    <TableFilters
      table={table}
      label="Filter invoices"
      texts={[
        { key: 'shortId', label: 'Invoice ID' },
        { key: 'typistName', label: 'Typist' },
      ]}
      choices={[
        {
          key: 'month',
          label: 'Month',
          placeholder: `${formatMonth(lastMonth)} (last month)`,
          options: [{ value: ALL_MONTHS, label: 'All months' }, ...monthOptions(months)],
        },
      ]}
    >
      <StatusFilter table={table} />
    </TableFilters>
  );
}
