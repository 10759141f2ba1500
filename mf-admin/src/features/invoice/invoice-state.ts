import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { INVOICE_MONTH_PATTERN, portalMonth, previousMonth } from '@portal/contracts/invoice/rules';
import { MONTH_INVOICE_PAGE_SIZE } from '@portal/contracts/common/limits';
import { invoiceStatuses, type InvoiceStatus } from '@portal/contracts';
import type { MonthInvoiceQuery } from '@portal/contracts/invoice/invoices-client';
import {
  useUrlTableState,
  type TableFilter,
  type TableState,
  type TableStateApi,
} from '@portal/ui/table';

/** The month filter's value for every month; without one the table shows last month. */
export const ALL_MONTHS = 'all';

/**
 * The invoices table's state, in the screen's URL (page and filters), so a reload or a shared
 * link shows the same view; the server orders it, newest number first, 100 a page.
 */
export function useInvoicesState(): TableStateApi {
  return useUrlTableState(
    {
      perPage: MONTH_INVOICE_PAGE_SIZE,
      perPageOptions: [MONTH_INVOICE_PAGE_SIZE],
      sortKeys: [],
      filterKeys: ['month', 'status', 'shortId', 'typistName'],
    },
    useSearchParams(),
  );
}

export interface PortalMonths {
  thisMonth: string;
  lastMonth: string;
}

/** This month and last on the portal's clock, read once per visit: the table opens on last. */
export function usePortalMonths(): PortalMonths {
  const [months] = useState(() => {
    const thisMonth = portalMonth(new Date());
    return { thisMonth, lastMonth: previousMonth(thisMonth) };
  });
  return months;
}

/** The month shown: the one chosen, none for every month, else (or for nonsense) last month. */
export function shownMonth(filter: TableFilter, lastMonth: string): string | undefined {
  if (filter.month === ALL_MONTHS) return undefined;
  return filter.month && INVOICE_MONTH_PATTERN.test(filter.month) ? filter.month : lastMonth;
}

const isInvoiceStatus = (value: string): value is InvoiceStatus =>
  invoiceStatuses.includes(value as InvoiceStatus);

/** The statuses filtered on, kept in one filter value as `raised,issue`. */
export const statusesOf = (filter: TableFilter): InvoiceStatus[] =>
  (filter.status ?? '').split(',').filter(isInvoiceStatus);

/** GET /v1/month-invoice for the table's state, leaving out the filters not set. */
export function invoicesQuery(
  { page, perPage, filter }: TableState,
  lastMonth: string,
): MonthInvoiceQuery {
  const month = shownMonth(filter, lastMonth);
  const statuses = statusesOf(filter);
  return {
    page,
    pageSize: perPage,
    ...(month && { month }),
    ...(statuses.length > 0 && { status: statuses }),
    ...(filter.shortId && { shortId: filter.shortId }),
    ...(filter.typistName && { typistName: filter.typistName }),
  };
}
