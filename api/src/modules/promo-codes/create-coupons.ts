import { inArray } from 'drizzle-orm';
import { discountTexts as texts } from '@portal/contracts/promo-codes/texts';
import type { Db } from '../../db/index.ts';
import { coupons } from '../../db/schema.ts';
import { RequestValidationError } from '../../lib/http-errors.ts';
import {
  couponsCsv,
  expiryOf,
  fileErrors,
  readCouponFile,
  type NumberedCoupon,
  type Refusal,
} from './coupon-file.ts';

const takenLines = (file: readonly NumberedCoupon[], taken: Iterable<string>): Refusal[] => {
  const codes = new Set(taken);
  return file
    .filter(({ code }) => codes.has(code))
    .map(({ line }) => ({ line, message: texts.codeTaken }));
};

async function existingCodes(db: Db, file: readonly NumberedCoupon[]): Promise<string[]> {
  if (file.length === 0) return [];
  const rows = await db
    .select({ code: coupons.code })
    .from(coupons)
    .where(
      inArray(
        coupons.code,
        file.map(({ code }) => code),
      ),
    );
  return rows.map(({ code }) => code);
}

/**
 * POST /v1/activator/create-coupons: every code of the uploaded file, or none. A file with any
 * refused line (unreadable, invalid, repeated, or a code that exists) is a 422 naming each, and
 * creates nothing. Answers the codes created, as CSV.
 */
export async function createCoupons(db: Db, text: string, now: Date): Promise<string> {
  const file = readCouponFile(text, now);
  const errors = [
    ...file.errors,
    ...takenLines(file.coupons, await existingCodes(db, file.coupons)),
  ];
  if (errors.length > 0) throw new RequestValidationError(fileErrors(errors));
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(coupons)
      .values(
        file.coupons.map((coupon) => ({
          code: coupon.code,
          discountPercent: coupon.discount_percent,
          maxUses: coupon.max_uses,
          expiresAt: coupon.expires_on ? expiryOf(coupon.expires_on) : null,
          createdAt: now,
        })),
      )
      .onConflictDoNothing({ target: coupons.code })
      .returning({ code: coupons.code });
    // A code made by someone else since the check: refused like the others, nothing kept.
    if (created.length < file.coupons.length) {
      const made = new Set(created.map(({ code }) => code));
      const lost = file.coupons.filter(({ code }) => !made.has(code)).map(({ code }) => code);
      throw new RequestValidationError(fileErrors(takenLines(file.coupons, lost)));
    }
  });
  return couponsCsv(file.coupons);
}
