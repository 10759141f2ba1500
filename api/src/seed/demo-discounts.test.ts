import { eq } from 'drizzle-orm';
import { companies, coupons, serviceDiscounts, services } from '../db/schema.ts';
import { setupTestApp } from '../test/helper.ts';
import { seedDemoDiscounts } from './demo-discounts.ts';
import { DEMO_COMPANY_NAME, seedDemoAccounts } from './seed.ts';

const t = setupTestApp();

test('two promo codes and the demo business’s discount on IVB in pounds, made once', async () => {
  await seedDemoAccounts(t.db, t.clock.now());
  expect(await seedDemoDiscounts(t.db, t.clock.now())).toBe(true);
  expect(await seedDemoDiscounts(t.db, t.clock.now())).toBe(false);

  const codes = await t.db.select().from(coupons);
  expect(codes.map(({ code, maxUses }) => [code, maxUses])).toEqual([
    ['WELCOME10', 1],
    ['SPRING25', 100],
  ]);
  const discounts = await t.db
    .select({ business: companies.name, service: services.shortName, row: serviceDiscounts })
    .from(serviceDiscounts)
    .innerJoin(companies, eq(companies.id, serviceDiscounts.companyId))
    .innerJoin(services, eq(services.id, serviceDiscounts.serviceId));
  expect(discounts).toEqual([
    {
      business: DEMO_COMPANY_NAME,
      service: 'IVB',
      row: expect.objectContaining({ discountPercent: 10, currency: 'GBP' }),
    },
  ]);
});
