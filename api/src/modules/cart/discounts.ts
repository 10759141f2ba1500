import { basePriceOf, withDiscountAndVat } from '@portal/contracts/services/pricing';
import type { LinePrice, TranscriptionService } from '@portal/contracts/services/schema';
import type { Db } from '../../db/index.ts';
import type { MediaRow } from '../../db/rows.ts';
import type { Coupon } from '../promo-codes/service.ts';
import {
  businessDiscountsOf,
  type BusinessDiscounts,
} from '../service-discount/business-discounts.ts';
import { findServices } from '../services/service.ts';

/**
 * What a cart's media are discounted by: its discount code, and the client's business discounts
 * with the services they are on (their base prices).
 */
export interface CartDiscounts {
  coupon: Coupon | undefined;
  business: BusinessDiscounts;
  services: ReadonlyMap<number, TranscriptionService>;
}

export const noDiscounts: CartDiscounts = {
  coupon: undefined,
  business: { on: () => undefined },
  services: new Map(),
};

const serviceIdOf = (row: MediaRow): number => row.serviceOptions?.id ?? 0;

/** The cart owner's discounts on these media. */
export async function cartDiscounts(
  tx: Db,
  userId: number | null,
  rows: readonly MediaRow[],
  coupon: Coupon | undefined,
): Promise<CartDiscounts> {
  const business = await businessDiscountsOf(tx, userId);
  const discounted = rows
    .filter((row) => business.on(serviceIdOf(row), row.currency))
    .map(serviceIdOf);
  return { coupon, business, services: await findServices(tx, discounted) };
}

type Prices = LinePrice | { fullPrice: null; price: null; grossPrice: null };

/** What the client pays for a media: its full price less its discount, and VAT. */
export function discountedPrices(
  row: MediaRow,
  { coupon, business, services }: CartDiscounts,
  vatPercent: number,
): Prices {
  if (row.fullPrice === null) return { fullPrice: null, price: null, grossPrice: null };
  const serviceId = serviceIdOf(row);
  const service = services.get(serviceId);
  const basePrice =
    service && row.duration !== null
      ? basePriceOf(service, row.duration, row.currency)
      : row.fullPrice;
  return withDiscountAndVat(
    { fullPrice: row.fullPrice, basePrice },
    {
      currency: row.currency,
      vatPercent,
      discountPercent: coupon?.discountPercent ?? 0,
      ...(service && { business: business.on(serviceId, row.currency) }),
    },
  );
}
