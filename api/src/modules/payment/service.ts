import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import type { Currency } from '@portal/contracts/common/constants';
import {
  meetingDetailsComplete,
  meetingDetailsTexts,
  requiredMeetingDetails,
} from '@portal/contracts/meeting-details/rules';
import { basePriceOf, linePrice, withDiscountAndVat } from '@portal/contracts/services/pricing';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import type { Db } from '../../db/index.ts';
import { cartMedia, carts, media, orders } from '../../db/schema.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { findUsableCoupon, redeemCoupon } from '../promo-codes/service.ts';
import { requireLiveSessionRules } from '../live-booking/checkout-rules.ts';
import { insertProject, titleFromMedia } from '../project/new-project.ts';
import {
  businessDiscountsOf,
  type BusinessDiscounts,
} from '../service-discount/business-discounts.ts';
import { findServices } from '../services/service.ts';
import { findUserById, type UserRow } from '../user/service.ts';
import { recordOrder, totalsOf, type OrderLine, type Payment } from './order.ts';
import { receipt } from './receipt.ts';
import type { MediaRow } from '../../db/rows.ts';

export interface Checkout {
  /** Who checks out: the client, or an admin acting for them. */
  actor: { userId: number; role: Role };
  /** The client an admin names; the actor themself otherwise. */
  clientId: number;
  /** The cart being paid, as the page showed it. */
  cartId: number;
  emailVatReceipt: boolean;
}

/** The cart's total as the card is charged: gross, in minor units. */
export interface CartQuote {
  cartId: number;
  clientId: number;
  currency: Currency;
  amount: number;
  /** The cart's contents and prices: a new PaymentIntent whenever one of them changes. */
  fingerprint: string;
}

type CheckoutDeps = Pick<ServiceDeps, 'db' | 'now' | 'vatPercent' | 'liveMaxOverlappingSessions'>;

/** A cart media priced by the engine, before any discount, with its base price. */
interface FullPriceLine {
  row: MediaRow;
  fullPrice: number;
  basePrice: number;
}

type Tx = Db;
type ServicesById = ReadonlyMap<number, TranscriptionService>;

/** The services the cart's media were given, by id. */
const servicesOf = (tx: Tx, rows: MediaRow[]): Promise<ServicesById> =>
  findServices(
    tx,
    rows.map((row) => row.serviceOptions?.id ?? 0),
  );

/**
 * The first cart media's service says which meeting details every media needs (client spec
 * section 5); a cart with any media short of them is refused, naming the first.
 */
function requireMeetingDetails(rows: MediaRow[], services: ServicesById): void {
  const form = requiredMeetingDetails(rows, [...services.values()]);
  const short = rows.findIndex((row) => !meetingDetailsComplete(form, row.extraFields));
  if (short !== -1)
    throw new RequestValidationError([
      { field: `media_list[${short}]`, message: meetingDetailsTexts.missing },
    ]);
}

/** A card payment for another cart, client, amount or currency: refused, nothing changed. */
export const mismatch = () =>
  new RequestValidationError([
    { field: 'payment_intent_id', message: checkoutTexts.paymentMismatch },
  ]);

/**
 * Checkout (ARCHITECTURE.md section 5): the server prices every line again with the engine, uses
 * up the discount code once, and in one transaction creates the order, marks the media ordered
 * with one job over each whole duration, and empties the cart. The business account and card
 * payment share this pricing and fulfilment; a card order must cost exactly what was charged.
 */

async function clientOf(db: Db, clientId: number): Promise<UserRow> {
  const client = await findUserById(db, clientId);
  if (client?.role !== Role.CLIENT) throw new ApiError(404, checkoutTexts.notYourCart);
  return client;
}

async function payer(db: Db, clientId: number): Promise<UserRow> {
  const client = await clientOf(db, clientId);
  if (!client.isBusinessAccount) throw new ApiError(403, checkoutTexts.noBusinessAccount);
  return client;
}

/** Each media's full price; one without an active service and its options is refused. */
function fullPrices(
  { vatPercent }: Pick<ServiceDeps, 'vatPercent'>,
  rows: MediaRow[],
  servicesById: ServicesById,
  currency: Currency,
): FullPriceLine[] {
  return rows.map((row, index) => {
    const service = servicesById.get(row.serviceOptions?.id ?? 0);
    if (!service || !row.serviceOptions || row.duration === null || service.status !== 'active')
      throw new RequestValidationError([
        { field: `media_list[${index}]`, message: checkoutTexts.optionsMissing },
      ]);
    const { fullPrice } = linePrice(service, row.serviceOptions, row.duration, {
      currency,
      vatPercent,
    });
    return { row, fullPrice, basePrice: basePriceOf(service, row.duration, currency) };
  });
}

/** The discounts of one checkout: the cart's code and the client's business discounts. */
interface Discounts {
  discountPercent: number;
  business: BusinessDiscounts;
}

const discounted = (
  { vatPercent }: Pick<ServiceDeps, 'vatPercent'>,
  lines: FullPriceLine[],
  currency: Currency,
  { discountPercent, business }: Discounts,
) =>
  lines.map(({ row, ...cost }): OrderLine => ({
    row,
    ...withDiscountAndVat(cost, {
      currency,
      vatPercent,
      discountPercent,
      business: business.on(row.serviceOptions?.id ?? 0, currency),
    }),
  }));

/**
 * The client's cart and its media, in order; locked for the transaction when asked, the media
 * too, so that a change to one (its meeting details) waits and then finds it ordered.
 */
async function cartWithMedia(tx: Tx, clientId: number, cartId: number, lock: boolean) {
  const cartQuery = tx
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.userId, clientId)));
  const [cart] = lock ? await cartQuery.for('update') : await cartQuery;
  if (!cart) throw new ApiError(404, checkoutTexts.notYourCart);
  const mediaQuery = tx
    .select({ media })
    .from(cartMedia)
    .innerJoin(media, eq(media.id, cartMedia.mediaId))
    .where(eq(cartMedia.cartId, cart.id))
    .orderBy(asc(cartMedia.addedAt), asc(media.id));
  const rows = (lock ? await mediaQuery.for('update', { of: media }) : await mediaQuery).map(
    (row) => row.media,
  );
  return { cart, rows };
}

/**
 * What paying the cart now costs, priced exactly as fulfilment will price it (the discount
 * code looked up, not used up): the amount a PaymentIntent is created for.
 */
export async function quoteCart(
  deps: CheckoutDeps,
  clientId: number,
  cartId: number,
  emailVatReceipt: boolean,
): Promise<CartQuote> {
  const { db, now } = deps;
  const client = await clientOf(db, clientId);
  const { cart, rows } = await cartWithMedia(db, client.id, cartId, false);
  if (rows.length === 0)
    throw new RequestValidationError([
      { field: 'order_id', message: checkoutTexts.mediaListEmpty },
    ]);
  const services = await servicesOf(db, rows);
  const priced = fullPrices(deps, rows, services, cart.currency);
  // A PaymentIntent is only made for a cart that could be ordered as it stands.
  requireMeetingDetails(rows, services);
  await requireLiveSessionRules(deps, db, rows, services, false);
  const coupon = cart.couponCode ? await findUsableCoupon(db, cart.couponCode, now()) : undefined;
  if (cart.couponCode && !coupon)
    throw new RequestValidationError([{ field: 'coupon', message: checkoutTexts.couponInvalid }]);
  const business = await businessDiscountsOf(db, client.id);
  const discountPercent = coupon?.discountPercent ?? 0;
  const lines = discounted(deps, priced, cart.currency, { discountPercent, business });
  const totals = totalsOf(lines, cart.currency, coupon?.code ?? null, emailVatReceipt);
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify({
        cart: cart.id,
        user: client.id,
        currency: totals.currency,
        amount: totals.grossPrice,
        coupon: totals.couponCode,
        emailVatReceipt,
        lines: lines.map((line) => [line.row.id, line.grossPrice, line.row.serviceOptions]),
      }),
    )
    .digest('hex');
  return {
    cartId: cart.id,
    clientId: client.id,
    currency: cart.currency,
    amount: totals.grossPrice,
    fingerprint,
  };
}

async function fulfil(
  deps: CheckoutDeps,
  request: Checkout,
  client: UserRow,
  payment: Payment,
): Promise<{ orderId: number; receipt?: MailMessage }> {
  const { now } = deps;
  return deps.db.transaction(async (tx) => {
    // The cart's lock orders concurrent checkouts (and a webhook racing the page) of one cart.
    const { cart, rows } = await cartWithMedia(tx, client.id, request.cartId, true);
    if (payment.kind === 'card') {
      // The same payment fulfilled again (a retry, the webhook after the page): the same order.
      const [done] = await tx
        .select({ id: orders.id, userId: orders.userId })
        .from(orders)
        .where(eq(orders.paymentId, payment.paymentId));
      if (done) {
        if (done.userId !== client.id) throw mismatch();
        return { orderId: done.id };
      }
    }
    if (rows.length === 0)
      throw new RequestValidationError([
        { field: 'order_id', message: checkoutTexts.mediaListEmpty },
      ]);
    const services = await servicesOf(tx, rows);
    const priced = fullPrices(deps, rows, services, cart.currency);
    // A card payment taken is fulfilled even if the details were cleared since its PaymentIntent
    // (made only for a complete cart): refusing would leave the client charged without an order.
    // The live sessions' rules likewise: a card taken was checked when its PaymentIntent was made.
    if (payment.kind === 'business_account') {
      requireMeetingDetails(rows, services);
      await requireLiveSessionRules(deps, tx, rows, services, true);
    }
    // The discount code is used up only once the cart is known to be orderable.
    const coupon = cart.couponCode ? await redeemCoupon(tx, cart.couponCode, now()) : undefined;
    const business = await businessDiscountsOf(tx, client.id);
    const discountPercent = coupon?.discountPercent ?? 0;
    const lines = discounted(deps, priced, cart.currency, { discountPercent, business });
    const totals = totalsOf(lines, cart.currency, coupon?.code ?? null, request.emailVatReceipt);
    // Thrown inside the transaction: the discount code's use is rolled back with everything.
    if (
      payment.kind === 'card' &&
      (payment.amount !== totals.grossPrice || payment.currency.toUpperCase() !== totals.currency)
    )
      throw mismatch();
    const at = now();
    // Media uploaded into a project stay there; the others go into one new project.
    const loose = rows.find((row) => row.projectId === null);
    const project = loose
      ? await insertProject(tx, { ownerId: client.id, title: titleFromMedia(loose) }, at)
      : undefined;
    const orderId = await recordOrder(tx, {
      clientId: client.id,
      placedBy: request.actor.userId === client.id ? null : request.actor.userId,
      paymentType: payment.kind === 'card' ? 'pre_paid' : 'business_account',
      paymentId: payment.kind === 'card' ? payment.paymentId : null,
      lines,
      totals,
      projectId: project?.id,
      at,
    });
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
    return { orderId, receipt: receipt(orderId, client, lines, totals, payment) };
  });
}

/** Business-account checkout: the client must have a business account. */
export async function checkout(
  deps: CheckoutDeps,
  request: Checkout,
): Promise<{ orderId: number; receipt?: MailMessage }> {
  const client = await payer(deps.db, request.clientId);
  return fulfil(deps, request, client, { kind: 'business_account' });
}

/**
 * A card payment that went through: an order for the cart, once per payment. The receipt is
 * absent when the payment had already been fulfilled.
 */
export async function checkoutPaid(
  deps: CheckoutDeps,
  request: Checkout,
  payment: Extract<Payment, { kind: 'card' }>,
): Promise<{ orderId: number; receipt?: MailMessage }> {
  const client = await clientOf(deps.db, request.clientId);
  return fulfil(deps, request, client, payment);
}
