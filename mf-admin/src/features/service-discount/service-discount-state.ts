import { useSearchParams } from 'react-router';
import { SERVICE_DISCOUNT_PAGE_SIZE } from '@portal/contracts/common/limits';
import type { ServiceDiscountQuery } from '@portal/contracts/promo-codes/client';
import {
  PER_PAGE_OPTIONS,
  useUrlTableState,
  type TableState,
  type TableStateApi,
} from '@portal/ui/table';

/**
 * The business discount list's state, in the screen's URL (page, page size, the business
 * searched); the server orders it by business name.
 */
export function useServiceDiscountsState(): TableStateApi {
  return useUrlTableState(
    {
      perPage: SERVICE_DISCOUNT_PAGE_SIZE,
      perPageOptions: PER_PAGE_OPTIONS,
      sortKeys: [],
      filterKeys: ['businessName'],
    },
    useSearchParams(),
  );
}

/** GET /v1/service-discount for the list's state. */
export const serviceDiscountQuery = ({
  page,
  perPage,
  filter,
}: TableState): ServiceDiscountQuery => ({
  page,
  pageSize: perPage,
  ...(filter.businessName && { businessName: filter.businessName }),
});

/** What the percent is taken off. */
export const appliesToLabel = (additionalFeatures: boolean): string =>
  additionalFeatures ? 'Whole price, with options and add-ons' : 'Base price only';
