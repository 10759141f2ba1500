import { count, desc, ilike } from 'drizzle-orm';
import type { PromoCode, PromoCodeListInput } from '@portal/contracts/promo-codes/schema';
import type { Db } from '../../db/index.ts';
import { coupons } from '../../db/schema.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import { containing } from '../../lib/like.ts';
import { seconds } from '../../lib/time.ts';

type CouponRow = typeof coupons.$inferSelect;

export const toPromoCode = (row: CouponRow): PromoCode => ({
  id: row.id,
  code: row.code,
  discountPercent: row.discountPercent,
  uses: row.uses,
  maxUses: row.maxUses,
  expiresAt: row.expiresAt && seconds(row.expiresAt),
  createdAt: seconds(row.createdAt),
});

/** GET /v1/activator/coupons: a page of the discount codes, newest first. */
export async function listPromoCodes(db: Db, query: DomainInput<PromoCodeListInput>) {
  const where = query.code ? ilike(coupons.code, containing(query.code)) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(coupons).where(where),
  ]);
  return {
    result: rows.map(toPromoCode),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
