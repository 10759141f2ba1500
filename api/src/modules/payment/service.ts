import { and, asc, eq, inArray } from 'drizzle-orm';
import { Role, type Currency } from '@portal/contracts';
import { formatMoney, linePrice, withDiscountAndVat } from '@portal/contracts/services';
import type { Db } from '../../db/index.ts';
import { cartMedia, carts, jobs, media, orderMedia, orders } from '../../db/schema.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { redeemCoupon } from '../coupons/service.ts';
import { findServices } from '../services/service.ts';
import { findUserById, type UserRow } from '../user/service.ts';

/** The spec's texts and ours for a checkout that cannot go ahead. */
export const checkoutTexts = {
  emptyCart: 'Media list is empty',
  noBusinessAccount:
    'This account has no business account. Please contact us to set one up, then check out again.',
  optionsMissing: 'Please choose the service options of this file before checking out.',
  notYourCart: 'This cart is not the one being checked out. Please reload the page.',
} as const;

type MediaRow = typeof media.$inferSelect;

export interface Checkout {
  /** Who checks out: the client, or an admin acting for them. */
  actor: { userId: number; role: Role };
  /** The client an admin names; the actor themself otherwise. */
  clientId: number;
  /** The cart being paid, as the page showed it. */
  cartId: number;
  emailVatReceipt: boolean;
}

export interface CheckoutDeps {
  db: Db;
  now: () => Date;
  vatPercent: number;
}

interface OrderLine {
  row: MediaRow;
  fullPrice: number;
  price: number;
  grossPrice: number;
}

/** The order's receipt; with VAT set out on its own line when a VAT receipt was asked for. */
function receipt(
  orderId: number,
  client: UserRow,
  lines: OrderLine[],
  order: OrderTotals,
): MailMessage {
  const money = (amount: number) => formatMoney(amount, order.currency);
  const items = lines.map(
    (line, index) =>
      `${index + 1}. ${line.row.title}: ${Math.round((line.row.billedDuration ?? 0) / 60)} min, ${money(line.price)} ex VAT`,
  );
  const totals = order.emailVatReceipt
    ? [
        `Total ex VAT: ${money(order.price)}`,
        `VAT: ${money(order.vat)}`,
        `Total: ${money(order.grossPrice)}`,
      ]
    : [`Total: ${money(order.grossPrice)} (VAT included)`];
  return {
    to: client.email,
    subject: `Your order ${orderId}`,
    text: [
      `Hello ${client.firstname},`,
      '',
      `Thank you for your order ${orderId}, charged to your business account. We have started work on:`,
      '',
      ...items,
      '',
      ...totals,
      ...(order.couponCode ? [`Discount code: ${order.couponCode}`] : []),
      '',
      'Transcription portal',
    ].join('\n'),
  };
}

interface OrderTotals {
  currency: Currency;
  fullPrice: number;
  price: number;
  vat: number;
  grossPrice: number;
  couponCode: string | null;
  emailVatReceipt: boolean;
}

/**
 * Business-account checkout (ARCHITECTURE.md section 5): the server prices every line again with
 * the engine, uses up the discount code once, and in one transaction creates the order, marks the
 * media ordered with one job over each whole duration, and empties the cart.
 */
export function createCheckoutService({ db, now, vatPercent }: CheckoutDeps) {
  async function payer(clientId: number): Promise<UserRow> {
    const client = await findUserById(db, clientId);
    if (client?.role !== Role.CLIENT) throw new ApiError(404, checkoutTexts.notYourCart);
    if (!client.isBusinessAccount) throw new ApiError(403, checkoutTexts.noBusinessAccount);
    return client;
  }

  async function priceLines(tx: Db, rows: MediaRow[], currency: Currency, discountPercent: number) {
    const servicesById = await findServices(
      tx,
      rows.map((row) => row.serviceOptions?.id ?? 0),
    );
    return rows.map((row, index): OrderLine => {
      const service = servicesById.get(row.serviceOptions?.id ?? 0);
      if (!service || !row.serviceOptions || row.duration === null || service.status !== 'active')
        throw new RequestValidationError([
          { field: `media_list[${index}]`, message: checkoutTexts.optionsMissing },
        ]);
      const { fullPrice } = linePrice(service, row.serviceOptions, row.duration, {
        currency,
        vatPercent,
      });
      return { row, ...withDiscountAndVat(fullPrice, { currency, vatPercent, discountPercent }) };
    });
  }

  async function checkout(request: Checkout): Promise<{ orderId: number; receipt: MailMessage }> {
    const client = await payer(request.clientId);
    return db.transaction(async (tx) => {
      const [cart] = await tx
        .select()
        .from(carts)
        .where(and(eq(carts.id, request.cartId), eq(carts.userId, client.id)))
        .for('update');
      if (!cart) throw new ApiError(404, checkoutTexts.notYourCart);
      const rows = (
        await tx
          .select({ media })
          .from(cartMedia)
          .innerJoin(media, eq(media.id, cartMedia.mediaId))
          .where(eq(cartMedia.cartId, cart.id))
          .orderBy(asc(cartMedia.addedAt), asc(media.id))
      ).map((row) => row.media);
      if (rows.length === 0)
        throw new RequestValidationError([{ field: 'order_id', message: checkoutTexts.emptyCart }]);
      const coupon = cart.couponCode ? await redeemCoupon(tx, cart.couponCode, now()) : undefined;
      const lines = await priceLines(tx, rows, cart.currency, coupon?.discountPercent ?? 0);
      const sum = (pick: (line: OrderLine) => number) =>
        lines.reduce((total, line) => total + pick(line), 0);
      const totals: OrderTotals = {
        currency: cart.currency,
        fullPrice: sum((line) => line.fullPrice),
        price: sum((line) => line.price),
        grossPrice: sum((line) => line.grossPrice),
        vat: sum((line) => line.grossPrice - line.price),
        couponCode: coupon?.code ?? null,
        emailVatReceipt: request.emailVatReceipt,
      };
      const at = now();
      const [order] = await tx
        .insert(orders)
        .values({
          ...totals,
          userId: client.id,
          placedBy: request.actor.userId === client.id ? null : request.actor.userId,
          paymentType: 'business_account',
          createdAt: at,
        })
        .returning({ id: orders.id });
      if (!order) throw new Error('The order was not created');
      await tx
        .insert(orderMedia)
        .values(rows.map((row) => ({ orderId: order.id, mediaId: row.id })));
      for (const line of lines)
        await tx
          .update(media)
          .set({
            status: 'ordered',
            fullPrice: line.fullPrice,
            price: line.price,
            grossPrice: line.grossPrice,
            currency: cart.currency,
            updatedAt: at,
          })
          .where(eq(media.id, line.row.id));
      await tx.insert(jobs).values(
        lines.map((line) => ({
          mediaId: line.row.id,
          start: 0,
          end: Math.max(1, line.row.duration ?? 1),
          status: 'available' as const,
          createdAt: at,
        })),
      );
      await tx.delete(cartMedia).where(
        and(
          eq(cartMedia.cartId, cart.id),
          inArray(
            cartMedia.mediaId,
            rows.map((row) => row.id),
          ),
        ),
      );
      await tx.update(carts).set({ couponCode: null, updatedAt: at }).where(eq(carts.id, cart.id));
      return { orderId: order.id, receipt: receipt(order.id, client, lines, totals) };
    });
  }

  return { checkout };
}
