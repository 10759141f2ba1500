import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  CART_LIMIT,
  FILE_UPLOAD_DEFAULT_CURRENCY,
  type Currency,
} from '@portal/contracts/common/constants';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import { can } from '@portal/contracts/policy/policy';
import { linePrice } from '@portal/contracts/services/pricing';
import type { CartView, LatestOrderDetails } from '@portal/contracts/cart/schema';
import type { Db } from '../../db/index.ts';
import { cartMedia, carts, media, orderMedia, orders, users } from '../../db/schema.ts';
import { RequestValidationError } from '../../lib/http-errors.ts';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import type { Guesser } from '../../lib/secret-guess.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { findUsableCoupon, guessCoupon } from '../promo-codes/service.ts';
import { toMedia } from '../project/media.ts';
import { findServices } from '../services/service.ts';
import { findUserById } from '../user/service.ts';
import { lockCart, putMediaInCart, type CartRow } from './cart-items.ts';
import { cartDiscounts, discountedPrices, noDiscounts, type CartDiscounts } from './discounts.ts';
import type { Owner } from '../../lib/owner.ts';
import type { MediaRow } from '../../db/rows.ts';

type CartDeps = Pick<ServiceDeps, 'db' | 'now' | 'vatPercent'>;

const ownerClause = (owner: Owner) =>
  'userId' in owner
    ? eq(carts.userId, owner.userId)
    : and(isNull(carts.userId), eq(carts.sessionId, owner.sessionId));

const mediaOwnedBy = (owner: Owner) =>
  'userId' in owner
    ? eq(media.userId, owner.userId)
    : and(isNull(media.userId), eq(media.sessionId, owner.sessionId));

/** What the cart's owner has become elsewhere: their CRM contact and their latest order. */
type OwnerFacts = Pick<CartView, 'paymentId' | 'infusionsoftId' | 'latestOrderDetails'>;

const noFacts: OwnerFacts = { paymentId: null, infusionsoftId: null, latestOrderDetails: null };

interface OwnerRow {
  cartReminder: boolean;
  currency: CartRow['currency'];
  cart: CartRow | null;
  facts: OwnerFacts;
}

/**
 * A client with their cart (if they have one yet), CRM contact id and latest order, in one query:
 * the cart is read on every page. The cart's payment is that order's: the card's PaymentIntent,
 * or the order itself on the business account.
 */
const ownerQuery = preparedPerDatabase((db) => {
  // The latest order by itself (lateral), not all orders grouped: far cheaper to plan.
  const latestOrder = db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      paymentType: orders.paymentType,
      currency: orders.currency,
      price: orders.price,
      grossPrice: orders.grossPrice,
      paymentId: orders.paymentId,
      mediaCount: sql<number>`(select count(*) from ${orderMedia}
        where ${orderMedia.orderId} = ${orders.id})::int`.as('media_count'),
    })
    .from(orders)
    .where(eq(orders.userId, users.id))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1)
    .as('latest_order');
  return db
    .select({
      cartReminder: users.cartReminder,
      currency: users.currency,
      crmContactId: users.crmContactId,
      cart: carts,
      order: {
        id: latestOrder.id,
        createdAt: latestOrder.createdAt,
        paymentType: latestOrder.paymentType,
        currency: latestOrder.currency,
        price: latestOrder.price,
        grossPrice: latestOrder.grossPrice,
        paymentId: latestOrder.paymentId,
        mediaCount: latestOrder.mediaCount,
      },
    })
    .from(users)
    .leftJoin(carts, eq(carts.userId, users.id))
    .leftJoinLateral(latestOrder, sql`true`)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('cart_owner');
});

async function ownerRow(db: Db, userId: number): Promise<OwnerRow | undefined> {
  const [owner] = await ownerQuery(db).execute({ userId });
  if (!owner) return undefined;
  const { order } = owner;
  const latestOrderDetails: LatestOrderDetails | null = order
    ? {
        orderId: order.id,
        createdAt: order.createdAt.toISOString(),
        paymentType: order.paymentType,
        currency: order.currency,
        totalPrice: order.price,
        grossPrice: order.grossPrice,
        mediaCount: order.mediaCount,
      }
    : null;
  return {
    cartReminder: owner.cartReminder,
    currency: owner.currency,
    cart: owner.cart,
    facts: {
      paymentId: order ? (order.paymentId ?? String(order.id)) : null,
      infusionsoftId: owner.crmContactId,
      latestOrderDetails,
    },
  };
}

/** What the cart's owner has become elsewhere (a visitor has nothing). */
async function ownerFacts(db: Db, userId: number | null): Promise<OwnerFacts> {
  if (userId === null) return noFacts;
  return (await ownerRow(db, userId))?.facts ?? noFacts;
}

function toCartView(
  cart: CartRow,
  rows: MediaRow[],
  discounts: CartDiscounts,
  vatPercent: number,
  facts: OwnerFacts,
): CartView {
  const mediaList = rows.map((row) => ({
    ...toMedia(row),
    ...discountedPrices(row, discounts, vatPercent),
  }));
  const total = (pick: (item: (typeof mediaList)[number]) => number | null) =>
    mediaList.reduce((sum, item) => sum + (pick(item) ?? 0), 0);
  return {
    id: cart.id,
    userId: cart.userId,
    mediaList,
    reminder: cart.reminder,
    currency: cart.currency,
    coupon: discounts.coupon?.code ?? null,
    totalDuration: total((item) => item.duration),
    totalBilledDuration: total((item) => item.billedDuration),
    totalMediaPriceBeforeDiscount: total((item) => item.fullPrice),
    totalMediaPrice: total((item) => item.price),
    grossMediaPrice: total((item) => item.grossPrice),
    totalPrice: total((item) => item.price),
    grossPrice: total((item) => item.grossPrice),
    createdAt: cart.createdAt.toISOString(),
    updatedAt: cart.updatedAt.toISOString(),
    ...facts,
  };
}

async function cartMediaRows(tx: Db, cartId: number): Promise<MediaRow[]> {
  const rows = await tx
    .select({ media })
    .from(cartMedia)
    .innerJoin(media, eq(media.id, cartMedia.mediaId))
    .where(eq(cartMedia.cartId, cartId))
    .orderBy(asc(cartMedia.addedAt), asc(media.id));
  return rows.map((row) => row.media);
}

/**
 * A code applied to the cart counts only while it can still be used; one used up or expired
 * since is taken off, so the cart shows what checkout will charge, business discounts included.
 * `tx` is the deps' database or the transaction the cart is changed in.
 */
async function viewOf(
  { db: tx, now, vatPercent }: CartDeps,
  cart: CartRow,
  knownFacts?: OwnerFacts,
): Promise<CartView> {
  const coupon = cart.couponCode ? await findUsableCoupon(tx, cart.couponCode, now()) : undefined;
  if (cart.couponCode && !coupon)
    await tx.update(carts).set({ couponCode: null }).where(eq(carts.id, cart.id));
  const rows = await cartMediaRows(tx, cart.id);
  const discounts = await cartDiscounts(tx, cart.userId, rows, coupon);
  const facts = knownFacts ?? (await ownerFacts(tx, cart.userId));
  return toCartView(cart, rows, discounts, vatPercent, facts);
}

/**
 * The owner's cart (one per client or anonymous session, its media and their totals). Someone
 * with none yet has an empty one (no id until a media goes in), in their own currency, or the
 * upload page's for a visitor.
 */
export async function viewCart(deps: CartDeps, owner: Owner): Promise<CartView> {
  const { db, now, vatPercent } = deps;
  const signedIn = 'userId' in owner ? await ownerRow(db, owner.userId) : undefined;
  const [cart] = signedIn
    ? [signedIn.cart]
    : await db.select().from(carts).where(ownerClause(owner));
  if (cart) return viewOf(deps, cart, signedIn?.facts);
  const at = now();
  const none: CartRow = {
    id: 0,
    userId: 'userId' in owner && signedIn ? owner.userId : null,
    sessionId: 'sessionId' in owner ? owner.sessionId : null,
    reminder: signedIn?.cartReminder ?? true,
    currency: signedIn?.currency ?? FILE_UPLOAD_DEFAULT_CURRENCY,
    couponCode: null,
    createdAt: at,
    updatedAt: at,
  };
  return { ...toCartView(none, [], noDiscounts, vatPercent, signedIn?.facts ?? noFacts), id: null };
}

/** Processed media of the owner that are not ordered yet; anything else is refused. */
async function ownMedia(tx: Db, owner: Owner, ids: readonly number[]): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(media)
    .where(and(inArray(media.id, [...ids]), mediaOwnedBy(owner), eq(media.status, 'uploaded')));
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.findIndex((mediaId) => !found.has(mediaId));
  if (missing >= 0)
    throw new RequestValidationError([
      { field: `media_list[${missing}]`, message: checkoutTexts.notYourMedia },
    ]);
  return rows;
}

/** Prices of media whose options are set, again in a currency (the engine is the authority). */
async function reprice(
  { db: tx, now, vatPercent }: CartDeps,
  rows: MediaRow[],
  currency: Currency,
): Promise<void> {
  const priced = rows.filter((row) => row.serviceOptions && row.duration !== null);
  const servicesById = await findServices(
    tx,
    priced.map((row) => row.serviceOptions?.id ?? 0),
  );
  for (const row of priced) {
    const service = servicesById.get(row.serviceOptions?.id ?? 0);
    if (!service || !row.serviceOptions || row.duration === null) continue;
    const prices = linePrice(service, row.serviceOptions, row.duration, { currency, vatPercent });
    await tx
      .update(media)
      .set({ ...prices, currency, updatedAt: now() })
      .where(eq(media.id, row.id));
  }
}

/** Puts the owner's processed media (back) in their cart, made in the media's currency. */
export async function addToCart(
  deps: CartDeps,
  owner: Owner,
  ids: readonly number[],
): Promise<CartView> {
  return deps.db.transaction(async (tx) => {
    const [first] = await ownMedia(tx, owner, ids);
    const cart = await putMediaInCart(tx, owner, ids, first?.currency ?? 'GBP', deps.now());
    return viewOf({ ...deps, db: tx }, cart);
  });
}

interface CartUpdate {
  /** The media to keep; the others leave the cart (their uploads stay theirs). */
  mediaList?: readonly number[];
  reminder?: boolean;
  currency?: Currency;
  /** A discount code, typed by the guesser; empty removes the one applied. */
  coupon?: { code: string; by: Guesser };
}

/**
 * The code to apply, checked before the cart is locked: a wrong one is a guess counted outside
 * the transaction, so that parallel guesses see each other's.
 */
async function couponCodeFor(
  { db, now }: Pick<ServiceDeps, 'db' | 'now'>,
  { code, by }: { code: string; by: Guesser },
) {
  if (code === '') return null;
  const coupon = await guessCoupon(db, code, by, now());
  if (!coupon)
    throw new RequestValidationError([{ field: 'coupon', message: checkoutTexts.couponInvalid }]);
  return coupon.code;
}

export async function updateCart(
  deps: CartDeps,
  owner: Owner,
  change: CartUpdate,
): Promise<CartView> {
  const { now } = deps;
  const couponCode = change.coupon && (await couponCodeFor(deps, change.coupon));
  return deps.db.transaction(async (tx) => {
    const inTx = { ...deps, db: tx };
    const cart = await lockCart(tx, owner, change.currency ?? FILE_UPLOAD_DEFAULT_CURRENCY, now());
    if (change.mediaList) {
      await ownMedia(tx, owner, change.mediaList);
      await tx.delete(cartMedia).where(eq(cartMedia.cartId, cart.id));
      await putMediaInCart(tx, owner, change.mediaList, cart.currency, now());
    }
    const currency = change.currency ?? cart.currency;
    if (currency !== cart.currency) await reprice(inTx, await cartMediaRows(tx, cart.id), currency);
    const [updated = cart] = await tx
      .update(carts)
      .set({
        currency,
        ...(change.reminder === undefined ? {} : { reminder: change.reminder }),
        ...(couponCode === undefined ? {} : { couponCode }),
        updatedAt: now(),
      })
      .where(eq(carts.id, cart.id))
      .returning();
    return viewOf(inTx, updated);
  });
}

export const emptyCart = (deps: CartDeps, owner: Owner): Promise<CartView> =>
  updateCart(deps, owner, { mediaList: [] });

/**
 * At sign-in (client spec section 4: the cart survives it): an anonymous visitor's uploads
 * become the client's, and their cart's media join the client's cart, as many as fit, priced
 * in its currency. Staff sign-ins leave the visitor's uploads where they are.
 */
export async function mergeSessionCart(
  deps: CartDeps,
  sessionId: string,
  userId: number,
): Promise<void> {
  const { db, now } = deps;
  const user = await findUserById(db, userId);
  if (!user || !can(user, 'cart.own')) return;
  await db.transaction(async (tx) => {
    await adoptAnonymousMedia(tx, sessionId, userId);
    const [visitorCart] = await tx
      .select()
      .from(carts)
      .where(and(isNull(carts.userId), eq(carts.sessionId, sessionId)))
      .for('update');
    if (!visitorCart) return;
    const visitorItems = await cartMediaRows(tx, visitorCart.id);
    await tx.delete(carts).where(eq(carts.id, visitorCart.id));
    const cart = await lockCart(tx, { userId }, visitorCart.currency, now());
    const [held] = await tx
      .select({ n: count() })
      .from(cartMedia)
      .where(eq(cartMedia.cartId, cart.id));
    const moving = visitorItems.slice(0, Math.max(0, CART_LIMIT - (held?.n ?? 0)));
    if (moving.length === 0) return;
    await putMediaInCart(
      tx,
      { userId },
      moving.map((row) => row.id),
      cart.currency,
      now(),
    );
    await reprice(
      { ...deps, db: tx },
      moving.filter((row) => row.currency !== cart.currency),
      cart.currency,
    );
  });
}

/**
 * At sign-in, the anonymous visitor's media become the user's (the cart merge calls this in its
 * transaction). Answers the ids moved.
 */
export async function adoptAnonymousMedia(
  tx: Db,
  sessionId: string,
  userId: number,
): Promise<number[]> {
  const moved = await tx
    .update(media)
    .set({ userId, sessionId: null })
    .where(and(isNull(media.userId), eq(media.sessionId, sessionId)))
    .returning({ id: media.id });
  return moved.map((row) => row.id);
}
