import type { Currency } from '../common/constants.ts';
import type { CartView } from './schema.ts';

export const UPLOAD_PATH = '/v3/fileupload/addfiles';
export const PAYMENT_PATH = '/v3/fileupload/payment';

/** Analytics (client spec section 9). */
export const ANALYTICS = {
  transactionEvent: 'ec-transaction',
  purchaseEvent: 'ga-purchase-event',
  businessAffiliation: 'Business account',
  cardAffiliation: 'Card payment',
} as const;

const major = (minorUnits: number): number => Math.round(minorUnits) / 100;
const twoDecimals = (value: number): number => Math.round(value * 100) / 100;

export interface PurchaseEventsInput {
  orderId: number | string;
  cart: Pick<CartView, 'mediaList' | 'totalPrice' | 'grossPrice'>;
  /** The user's currency, else the cart's. */
  currency: Currency;
  /** Service id → name, for the product names. */
  serviceNames?: Record<number, string>;
  affiliation?: string;
}

/**
 * The two dataLayer events of a completed order: one product line per media whose quantity is
 * its billed minutes (billed duration / 60) and whose price is the price per billed minute,
 * rounded to two decimals; revenue ex VAT, tax the VAT, in major units.
 */
export function purchaseEvents({
  orderId,
  cart,
  currency,
  serviceNames = {},
  affiliation = ANALYTICS.businessAffiliation,
}: PurchaseEventsInput): Record<string, unknown>[] {
  const revenue = major(cart.totalPrice);
  const tax = twoDecimals(major(cart.grossPrice) - revenue);
  const lines = cart.mediaList.map((media) => {
    const serviceId = Number((media.serviceOptions as { id?: unknown } | null)?.id);
    const quantity = (media.billedDuration ?? 0) / 60;
    const price = major(media.price ?? 0);
    return {
      id: String(media.id),
      name: serviceNames[serviceId] ?? media.title,
      quantity,
      price: twoDecimals(quantity > 0 ? price / quantity : price),
    };
  });
  const id = String(orderId);
  return [
    {
      event: ANALYTICS.transactionEvent,
      ecommerce: {
        currencyCode: currency,
        purchase: {
          actionField: { id, affiliation, revenue, tax },
          products: lines.map(({ id: sku, name, price, quantity }) => ({
            id: sku,
            name,
            price,
            quantity,
          })),
        },
      },
    },
    {
      event: ANALYTICS.purchaseEvent,
      ecommerce: {
        transaction_id: id,
        affiliation,
        value: revenue,
        tax,
        currency,
        items: lines.map(({ id: sku, name, price, quantity }) => ({
          item_id: sku,
          item_name: name,
          price,
          quantity,
        })),
      },
    },
  ];
}
