import { useSearchParams } from 'react-router';
import { PRE_BOOKING_PAGE_SIZE } from '@portal/contracts/common/limits';
import type { PreBookingQuery } from '@portal/contracts/pre-booking/client';
import type { PreBookingStatus } from '@portal/contracts/pre-booking/schema';
import {
  PER_PAGE_OPTIONS,
  useUrlTableState,
  type TableState,
  type TableStateApi,
} from '@portal/ui/table';

export const textFilterKeys = ['shortId', 'clientName'] as const;

/**
 * The pre-bookings list's state, in the screen's URL (page, page size, filters), so a reload or
 * a shared link shows the same view; the server orders it, soonest expected first.
 */
export function usePreBookingsState(): TableStateApi {
  return useUrlTableState(
    {
      perPage: PRE_BOOKING_PAGE_SIZE,
      perPageOptions: PER_PAGE_OPTIONS,
      sortKeys: [],
      filterKeys: [...textFilterKeys, 'status'],
    },
    useSearchParams(),
  );
}

/** GET /v1/pre-booking for the list's state, leaving out the filters not set. */
export const preBookingQuery = ({ page, perPage, filter }: TableState): PreBookingQuery => ({
  page,
  pageSize: perPage,
  ...(filter.shortId && { shortId: filter.shortId }),
  ...(filter.clientName && { clientName: filter.clientName }),
  ...(filter.status && { status: [filter.status as PreBookingStatus] }),
});
