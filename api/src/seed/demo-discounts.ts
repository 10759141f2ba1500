import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { companies, coupons, serviceDiscounts, services, users } from '../db/schema.ts';
import { demoAccounts } from './demo-accounts.ts';

const DAY = 86_400_000;

/**
 * Discounts to try: two promo codes (one single-use, one for many clients until it expires),
 * and the demo business's 10% on IVB in pounds, so business@demo.test sees it in the cart. Made
 * once, while there is no discount code yet.
 */
export async function seedDemoDiscounts(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(coupons);
    if ((existing?.n ?? 0) > 0) return false;
    await tx.insert(coupons).values([
      { code: 'WELCOME10', discountPercent: 10, maxUses: 1, createdAt: now },
      {
        code: 'SPRING25',
        discountPercent: 25,
        maxUses: 100,
        expiresAt: new Date(now.getTime() + 90 * DAY),
        createdAt: now,
      },
    ]);
    const business = demoAccounts.find((account) => account.isBusinessAccount);
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.ownerId))
      .where(eq(users.email, business?.email ?? ''));
    const [ivb] = await tx
      .select({ id: services.id })
      .from(services)
      .where(eq(services.shortName, 'IVB'));
    if (company && ivb)
      await tx.insert(serviceDiscounts).values({
        companyId: company.id,
        serviceId: ivb.id,
        discountPercent: 10,
        currency: 'GBP',
        additionalFeatures: false,
        createdAt: now,
        updatedAt: now,
      });
    return true;
  });
}
