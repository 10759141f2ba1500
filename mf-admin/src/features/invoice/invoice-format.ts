import { formatMonth } from '@portal/contracts/common/dates';
import { invoiceStatusMoves, previousMonth } from '@portal/contracts/invoice/rules';
import { invoiceStatuses, type InvoiceStatus } from '@portal/contracts';
import type { SelectOption } from '@portal/ui/forms';
import { invoiceStatusLabels } from '@portal/ui/table';

export const invoiceStatusOptions: SelectOption[] = invoiceStatuses.map((status) => ({
  value: status,
  label: invoiceStatusLabels[status],
}));

/** Paid and void are final: nothing moves an invoice on from them, so a move there is confirmed. */
export const isFinalStatus = (status: InvoiceStatus): boolean =>
  invoiceStatusMoves[status].length === 0;

/** Two years of months to choose from, newest first, ending with `from`. */
export function monthsUpTo(from: string, count = 24): string[] {
  const months = [from];
  while (months.length < count) months.push(previousMonth(months.at(-1)!));
  return months;
}

export const monthOptions = (months: readonly string[]): SelectOption[] =>
  months.map((month) => ({ value: month, label: formatMonth(month) }));
