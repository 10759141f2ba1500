import { and, count, eq, isNull } from 'drizzle-orm';
import { CART_LIMIT, type Currency } from '@portal/contracts/common/constants';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import type { Db } from '../../db/index.ts';
import { cartMedia, carts } from '../../db/schema.ts';
import { RequestValidationError } from '../../lib/http-errors.ts';
import type { Owner } from '../../lib/owner.ts';

export type CartRow = typeof carts.$inferSelect;

const ownedBy = (owner: Owner) =>
  'userId' in owner
    ? eq(carts.userId, owner.userId)
    : and(isNull(carts.userId), eq(carts.sessionId, owner.sessionId));

/**
 * The owner's cart, created empty the first time, and locked for the rest of the transaction
 * so that concurrent changes to one cart queue up instead of losing items.
 */
export async function lockCart(tx: Db, owner: Owner, currency: Currency, now: Date) {
  await tx
    .insert(carts)
    .values({
      ...('userId' in owner ? { userId: owner.userId } : { sessionId: owner.sessionId }),
      currency,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [cart] = await tx.select().from(carts).where(ownedBy(owner)).for('update');
  if (!cart) throw new Error('The cart was not created');
  return cart;
}

/**
 * Puts processed media in the owner's cart (run inside the caller's transaction); more than
 * CART_LIMIT files in one cart is refused.
 */
export async function putMediaInCart(
  tx: Db,
  owner: Owner,
  mediaIds: readonly number[],
  currency: Currency,
  now: Date,
): Promise<CartRow> {
  const cart = await lockCart(tx, owner, currency, now);
  const [held] = await tx
    .select({ n: count() })
    .from(cartMedia)
    .where(eq(cartMedia.cartId, cart.id));
  if ((held?.n ?? 0) + mediaIds.length > CART_LIMIT)
    throw new RequestValidationError([{ field: 'media', message: checkoutTexts.cartLimitReached }]);
  if (mediaIds.length > 0)
    await tx
      .insert(cartMedia)
      .values(mediaIds.map((mediaId) => ({ cartId: cart.id, mediaId, addedAt: now })))
      .onConflictDoNothing();
  await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cart.id));
  return cart;
}
