import { useSearchParams } from 'react-router';
import { COUPON_PAGE_SIZE } from '@portal/contracts/common/limits';
import type { PromoCodeQuery } from '@portal/contracts/promo-codes/client';
import {
  PER_PAGE_OPTIONS,
  useUrlTableState,
  type TableState,
  type TableStateApi,
} from '@portal/ui/table';

/**
 * The promo code list's state, in the screen's URL (page, page size, the code searched), so a
 * reload or a shared link shows the same view; the server orders it, newest first.
 */
export function usePromoCodesState(): TableStateApi {
  return useUrlTableState(
    {
      perPage: COUPON_PAGE_SIZE,
      perPageOptions: PER_PAGE_OPTIONS,
      sortKeys: [],
      filterKeys: ['code'],
    },
    useSearchParams(),
  );
}

/** GET /v1/activator/coupons for the list's state. */
export const promoCodeQuery = ({ page, perPage, filter }: TableState): PromoCodeQuery => ({
  page,
  pageSize: perPage,
  ...(filter.code && { code: filter.code }),
});
