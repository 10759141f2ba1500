import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import type { Db } from '../../db/index.ts';
import { coupons } from '../../db/schema.ts';
import { RequestValidationError } from '../../lib/http-errors.ts';
import { guessSecret, type Guesser } from '../../lib/secret-guess.ts';

export interface Coupon {
  code: string;
  discountPercent: number;
}

export const normaliseCode = (code: string): string => code.trim().toUpperCase();

const usableAt = (now: Date) =>
  and(lt(coupons.uses, coupons.maxUses), or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)));

/** A code that can still be used now: known, not expired, not used up. */
export async function findUsableCoupon(
  db: Db,
  code: string,
  now: Date,
): Promise<Coupon | undefined> {
  const [row] = await db
    .select({ code: coupons.code, discountPercent: coupons.discountPercent })
    .from(coupons)
    .where(and(eq(coupons.code, normaliseCode(code)), usableAt(now)));
  return row;
}

/**
 * A code typed by a client (the lookup, the cart): a wrong one spends the guesser's budget of
 * wrong secrets, so codes cannot be tried without end through either route.
 */
export const guessCoupon = (
  db: Db,
  code: string,
  guesser: Guesser,
  now: Date,
): Promise<Coupon | undefined> =>
  guessSecret(db, guesser, now, () => findUsableCoupon(db, code, now));

/**
 * Uses the code up once, atomically: two checkouts racing for its last use cannot both have it.
 * Refused (422 on `coupon`) when it is no longer usable.
 */
export async function redeemCoupon(tx: Db, code: string, now: Date): Promise<Coupon> {
  const [row] = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(and(eq(coupons.code, normaliseCode(code)), usableAt(now)))
    .returning({ code: coupons.code, discountPercent: coupons.discountPercent });
  if (!row)
    throw new RequestValidationError([{ field: 'coupon', message: checkoutTexts.couponInvalid }]);
  return row;
}
