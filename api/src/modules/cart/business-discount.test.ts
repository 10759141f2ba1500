import { eq } from 'drizzle-orm';
import type { CartView } from '@portal/contracts/cart/schema';
import type { Currency } from '@portal/contracts/common/constants';
import type { Tokens } from '@portal/contracts/auth/schema';
import { companies, coupons, orders, serviceDiscounts } from '../../db/schema.ts';
import { seedDemoAccounts } from '../../seed/seed.ts';
import { bearer, setupTestApp, signIn } from '../../test/helper.ts';
import { findUserByEmail } from '../user/service.ts';
import { intoCart, plainIvb, processedMedia } from './test-fixtures.ts';

/**
 * A business's discount on a service, as its members see it in the cart and pay it: IVB at 48
 * hours (+25%) for 10 minutes is £13.75, of which £11.00 is the base price.
 */
const t = setupTestApp();
const ivbIn48Hours = { ...plainIvb, turnaround: 172_800 };
let member: { id: number; tokens: Tokens };
let outsider: { id: number; tokens: Tokens };
let companyId: number;

const account = async (email: string) => ({
  id: (await findUserByEmail(t.db, email))?.id ?? 0,
  tokens: await signIn(t.app, email),
});

beforeAll(async () => {
  await seedDemoAccounts(t.db, t.clock.now());
  member = await account('business@demo.test');
  outsider = await account('client@demo.test');
  const [company] = await t.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.ownerId, member.id));
  companyId = company?.id ?? 0;
});

afterEach(async () => {
  for (const who of [member, outsider])
    await t.app.inject({ method: 'PUT', url: '/v1/cart/empty', headers: bearer(who.tokens) });
  await t.db.delete(serviceDiscounts);
  await t.db.delete(coupons);
});

const discountOnIvb = (percent: number, additionalFeatures = false, currency: Currency = 'GBP') =>
  t.db.insert(serviceDiscounts).values({
    companyId,
    serviceId: plainIvb.id,
    discountPercent: percent,
    currency,
    additionalFeatures,
    createdAt: t.clock.now(),
    updatedAt: t.clock.now(),
  });

/** The client's cart holding ten minutes of IVB at 48 hours, in `currency`. */
async function tenMinutesInCart(who: { id: number }, currency: Currency = 'GBP') {
  const owner = { userId: who.id };
  const at = t.clock.now();
  const item = await processedMedia(t.db, owner, 600, { currency, at, options: ivbIn48Hours });
  return (await intoCart(t.db, owner, [item.id], { currency, at })).id;
}

const cartOf = async (who: { tokens: Tokens }) =>
  (await t.app.inject({ url: '/v1/cart', headers: bearer(who.tokens) })).json<CartView>();

test('a member’s cart takes the percent off the base price only', async () => {
  await discountOnIvb(20);
  await tenMinutesInCart(member);
  // 20% of £11.00 is £2.20: £11.55, £13.86 with VAT.
  expect(await cartOf(member)).toMatchObject({
    totalMediaPriceBeforeDiscount: 1375,
    totalPrice: 1155,
    grossPrice: 1386,
  });
});

test('with additional features, off the options and add-ons too', async () => {
  await discountOnIvb(20, true);
  await tenMinutesInCart(member);
  expect((await cartOf(member)).totalPrice).toBe(1100);
});

test('checkout charges the discounted price', async () => {
  await discountOnIvb(20);
  const cartId = await tenMinutesInCart(member);
  const paid = await t.app.inject({
    method: 'POST',
    url: '/v1/payment',
    headers: bearer(member.tokens),
    payload: { provider: 'business_account', order_id: cartId },
  });
  expect(paid.statusCode).toBe(200);
  const [order] = await t.db
    .select()
    .from(orders)
    .where(eq(orders.id, paid.json<{ orderId: number }>().orderId));
  expect(order).toMatchObject({ fullPrice: 1375, price: 1155, grossPrice: 1386 });
});

test('with a discount code, the larger of the two applies', async () => {
  await discountOnIvb(20);
  await t.db
    .insert(coupons)
    .values({ code: 'BIGGER25', discountPercent: 25, maxUses: 5, createdAt: t.clock.now() });
  await tenMinutesInCart(member);
  const withCode = await t.app.inject({
    method: 'PUT',
    url: '/v1/cart/update',
    headers: bearer(member.tokens),
    payload: { coupon: 'BIGGER25' },
  });
  // 25% of £13.75 (£3.44) beats 20% of £11.00 (£2.20).
  expect(withCode.json<CartView>()).toMatchObject({ coupon: 'BIGGER25', totalPrice: 1031 });
  await t.db.update(serviceDiscounts).set({ discountPercent: 40 });
  // 40% of £11.00 (£4.40) beats the code.
  expect((await cartOf(member)).totalPrice).toBe(935);
});

test('applies only to the business’s members, in the discount’s currency', async () => {
  await discountOnIvb(20);
  await tenMinutesInCart(outsider);
  expect((await cartOf(outsider)).totalPrice).toBe(1375);
  await t.app.inject({
    method: 'PUT',
    url: '/v1/cart/update',
    headers: bearer(member.tokens),
    payload: { currency: 'USD' },
  });
  await tenMinutesInCart(member, 'USD');
  const dollars = await cartOf(member);
  expect(dollars.totalPrice).toBe(dollars.totalMediaPriceBeforeDiscount);
});
