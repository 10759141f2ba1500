import { count, eq, inArray } from 'drizzle-orm';
import { errorTexts } from '@portal/contracts/common/errors';
import type { Tokens } from '@portal/contracts/auth/schema';
import { meetingDetailsTexts } from '@portal/contracts/meeting-details/rules';
import type { CartView } from '@portal/contracts/cart/schema';
import type { MeetingDetailsInput } from '@portal/contracts/media/schema';
import type { ServiceOptions } from '@portal/contracts/services/rules';
import {
  carts,
  coupons,
  jobs,
  media,
  orderMedia,
  orders,
  projects,
  services,
  users,
} from '../../db/schema.ts';
import { seedDemoAccounts } from '../../seed/seed.ts';
import { bearer, setupTestApp, signIn } from '../../test/helper.ts';
import { outboxFor } from '../../test/outbox.ts';
import { intoCart, plainIvb, processedMedia } from '../cart/test-fixtures.ts';
import { insertProject } from '../project/new-project.ts';
import { findUserByEmail } from '../user/service.ts';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';

const t = setupTestApp();
let business: { id: number; tokens: Tokens };

beforeAll(async () => {
  await seedDemoAccounts(t.db, t.clock.now());
  business = {
    id: (await findUserByEmail(t.db, 'business@demo.test'))?.id ?? 0,
    tokens: await signIn(t.app, 'business@demo.test'),
  };
});

const owner = () => ({ userId: business.id });
const at = () => ({ at: t.clock.now() });

/** The business client's cart holding fresh media of these durations. */
async function cartOf(...durations: number[]) {
  const items = [];
  for (const duration of durations) items.push(await processedMedia(t.db, owner(), duration, at()));
  const cart = await intoCart(
    t.db,
    owner(),
    items.map((item) => item.id),
    at(),
  );
  return { cartId: cart.id, items };
}

const pay = (tokens: Tokens, fields: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v1/payment', headers: bearer(tokens), payload: fields });
const cartView = async () =>
  (await t.app.inject({ url: '/v1/cart', headers: bearer(business.tokens) })).json<CartView>();
const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

afterEach(async () => {
  await t.app.inject({ method: 'PUT', url: '/v1/cart/empty', headers: bearer(business.tokens) });
});

test('a business client pays the cart on account: order, ordered media, one job each, receipt', async () => {
  const { cartId, items } = await cartOf(90, 600);
  const response = await pay(business.tokens, {
    provider: 'business_account',
    order_id: cartId,
    email_vat_receipt: true,
  });
  expect(response.statusCode).toBe(200);
  const { orderId } = response.json<{ orderId: number }>();

  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  // 2 and 10 billed minutes of IVB at £1.10, VAT 20%.
  expect(order).toMatchObject({
    userId: business.id,
    placedBy: null,
    paymentType: 'business_account',
    currency: 'GBP',
    fullPrice: 1320,
    price: 1320,
    vat: 264,
    grossPrice: 1584,
  });
  const ordered = await t.db.select().from(orderMedia).where(eq(orderMedia.orderId, orderId));
  expect(ordered.map((row) => row.mediaId).sort()).toEqual(items.map((item) => item.id).sort());
  for (const item of items) {
    const [row] = await t.db.select().from(media).where(eq(media.id, item.id));
    expect(row?.status).toBe('ordered');
    const work = await t.db.select().from(jobs).where(eq(jobs.mediaId, item.id));
    expect(work).toEqual([
      expect.objectContaining({ start: 0, end: item.duration, status: 'available' }),
    ]);
  }
  expect((await cartView()).mediaList).toEqual([]);

  await t.app.mailer.idle();
  const [mail] = await outboxFor(t.db, 'business@demo.test');
  expect(mail?.subject).toBe(`Your order ${orderId}`);
  expect(mail?.text).toContain('VAT: £2.64');

  // Paying again (a retry) finds nothing left to pay and makes no second order.
  const again = await pay(business.tokens, { provider: 'business_account', order_id: cartId });
  expect(again.statusCode).toBe(422);
  expect(again.json()).toEqual([{ field: 'order_id', message: checkoutTexts.mediaListEmpty }]);
  expect(await orderCount()).toBe(1);
});

test('a discount code takes its percentage off, and is used up at checkout', async () => {
  await t.db.insert(coupons).values({
    code: 'SPRING15',
    discountPercent: 15,
    maxUses: 1,
    createdAt: t.clock.now(),
  });
  const { cartId } = await cartOf(600);
  const lookup = await t.app.inject({ url: '/v1/activator/coupon?code=spring15' });
  expect(lookup.json()).toEqual({ code: 'SPRING15', discountPercent: 15 });

  const wrong = await t.app.inject({
    method: 'PUT',
    url: '/v1/cart/update',
    headers: bearer(business.tokens),
    payload: { coupon: 'WINTER99' },
  });
  expect(wrong.statusCode).toBe(422);
  expect(wrong.json()).toEqual([{ field: 'coupon', message: checkoutTexts.couponInvalid }]);

  const applied = await t.app.inject({
    method: 'PUT',
    url: '/v1/cart/update',
    headers: bearer(business.tokens),
    payload: { coupon: 'spring15' },
  });
  // £11.00 less 15% is £9.35; with VAT £11.22.
  expect(applied.json<CartView>()).toMatchObject({
    coupon: 'SPRING15',
    totalMediaPriceBeforeDiscount: 1100,
    totalPrice: 935,
    grossPrice: 1122,
  });

  const { orderId } = (
    await pay(business.tokens, { provider: 'business_account', order_id: cartId })
  ).json<{ orderId: number }>();
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  expect(order).toMatchObject({ couponCode: 'SPRING15', price: 935, grossPrice: 1122 });
  const gone = await t.app.inject({ url: '/v1/activator/coupon?code=SPRING15' });
  expect(gone.statusCode).toBe(404);
  expect(gone.json()).toEqual({ message: checkoutTexts.couponInvalid });
});

test('a code used up by someone else first stops the checkout and changes nothing', async () => {
  await t.db.insert(coupons).values({
    code: 'LASTONE',
    discountPercent: 50,
    maxUses: 1,
    createdAt: t.clock.now(),
  });
  const { cartId, items } = await cartOf(120);
  await t.app.inject({
    method: 'PUT',
    url: '/v1/cart/update',
    headers: bearer(business.tokens),
    payload: { coupon: 'LASTONE' },
  });
  await t.db.update(coupons).set({ uses: 1 }).where(eq(coupons.code, 'LASTONE'));
  const before = await orderCount();

  const response = await pay(business.tokens, { provider: 'business_account', order_id: cartId });
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual([{ field: 'coupon', message: checkoutTexts.couponInvalid }]);
  expect(await orderCount()).toBe(before);
  const [row] = await t.db
    .select()
    .from(media)
    .where(eq(media.id, items[0]?.id ?? 0));
  expect(row?.status).toBe('uploaded');
  expect((await cartView()).mediaList).toHaveLength(1);
});

test('checkout is refused, with nothing changed, when it cannot go ahead', async () => {
  const before = await orderCount();
  // A client without a business account.
  const client = await signIn(t.app, 'client@demo.test');
  const clientId = (await findUserByEmail(t.db, 'client@demo.test'))?.id ?? 0;
  const theirs = await processedMedia(t.db, { userId: clientId }, 60, at());
  const clientCart = await intoCart(t.db, { userId: clientId }, [theirs.id], at());
  const noAccount = await pay(client, { provider: 'business_account', order_id: clientCart.id });
  expect(noAccount.statusCode).toBe(403);
  expect(noAccount.json()).toEqual({ message: checkoutTexts.noBusinessAccount });

  // Someone else's cart.
  const notMine = await pay(business.tokens, {
    provider: 'business_account',
    order_id: clientCart.id,
  });
  expect(notMine.statusCode).toBe(404);

  // A file without service options.
  const { cartId } = await cartOf(60);
  const bare = await processedMedia(t.db, owner(), 60, { ...at(), options: null });
  await intoCart(t.db, owner(), [bare.id], at());
  const noOptions = await pay(business.tokens, { provider: 'business_account', order_id: cartId });
  expect(noOptions.statusCode).toBe(422);
  expect(noOptions.json()).toEqual([
    { field: 'media_list[1]', message: checkoutTexts.optionsMissing },
  ]);

  // Card payment is off without Stripe keys; an unknown provider is refused.
  const card = await pay(business.tokens, { provider: 'stripe', order_id: cartId });
  expect(card.statusCode).toBe(404);
  const cash = await pay(business.tokens, { provider: 'cash', order_id: cartId });
  expect(cash.statusCode).toBe(422);

  // Staff have no cart to pay; a client cannot pay for someone else.
  const typist = await signIn(t.app, 'typist@demo.test');
  await t.db.update(users).set({ mfaEnabled: true }).where(eq(users.email, 'typist@demo.test'));
  expect((await pay(typist, { provider: 'business_account', order_id: cartId })).statusCode).toBe(
    403,
  );
  const forOther = await pay(client, {
    provider: 'business_account',
    order_id: cartId,
    user_id: business.id,
  });
  expect(forOther.statusCode).toBe(403);
  expect(forOther.json()).toEqual({ message: errorTexts.unauthorized });

  expect(await orderCount()).toBe(before);
  expect((await cartView()).mediaList).toHaveLength(2);
});

test('an admin checks out for a business client, who gets the receipt', async () => {
  // Signed in before 2FA was on (admins need it for anything but their profile).
  const admin = await signIn(t.app, 'admin@demo.test');
  await t.db.update(users).set({ mfaEnabled: true }).where(eq(users.email, 'admin@demo.test'));
  const adminId = (await findUserByEmail(t.db, 'admin@demo.test'))?.id;
  const { cartId } = await cartOf(60);
  const response = await pay(admin, {
    provider: 'business_account',
    order_id: cartId,
    user_id: business.id,
  });
  expect(response.statusCode).toBe(200);
  const [order] = await t.db
    .select()
    .from(orders)
    .where(eq(orders.id, response.json<{ orderId: number }>().orderId));
  expect(order).toMatchObject({ userId: business.id, placedBy: adminId });
  const [cart] = await t.db.select().from(carts).where(eq(carts.userId, business.id));
  expect(cart?.couponCode).toBeNull();
});

test('checkout puts loose media into one new project and leaves project media where they are', async () => {
  const { cartId, items } = await cartOf(60, 120);
  const [first, second] = items;
  await t.db
    .update(media)
    .set({ title: 'Board meeting.MP3' })
    .where(eq(media.id, first?.id ?? 0));
  const chosen = await insertProject(
    t.db,
    { ownerId: business.id, title: 'Chosen' },
    t.clock.now(),
  );
  const inProject = await processedMedia(t.db, owner(), 90, at());
  await t.db.update(media).set({ projectId: chosen.id }).where(eq(media.id, inProject.id));
  await intoCart(t.db, owner(), [inProject.id], at());

  const response = await pay(business.tokens, { provider: 'business_account', order_id: cartId });
  expect(response.statusCode).toBe(200);

  const rows = await t.db
    .select({ id: media.id, projectId: media.projectId })
    .from(media)
    .where(inArray(media.id, [first?.id ?? 0, second?.id ?? 0, inProject.id]));
  const projectOf = new Map(rows.map((row) => [row.id, row.projectId]));
  expect(projectOf.get(inProject.id)).toBe(chosen.id);
  const created = projectOf.get(first?.id ?? 0);
  expect(projectOf.get(second?.id ?? 0)).toBe(created);
  const [made] = await t.db
    .select()
    .from(projects)
    .where(eq(projects.id, created ?? 0));
  expect(made).toMatchObject({ title: 'Board meeting', ownerId: business.id, status: 'active' });
});

describe('meeting details at checkout', () => {
  /** The plainest options of a seeded service: 7 days, one speaker. */
  const optionsOf = async (shortName: string): Promise<ServiceOptions> => {
    const [service] = await t.db.select().from(services).where(eq(services.shortName, shortName));
    return { ...plainIvb, id: service?.id ?? 0 };
  };
  /** The business client's cart holding one fresh media of each service, in this order. */
  async function cartWith(...shortNames: string[]) {
    const items = [];
    for (const shortName of shortNames)
      items.push(
        await processedMedia(t.db, owner(), 60, { ...at(), options: await optionsOf(shortName) }),
      );
    const cart = await intoCart(
      t.db,
      owner(),
      items.map((item) => item.id),
      at(),
    );
    return { cartId: cart.id, ids: items.map((item) => item.id) };
  }
  const save = (id: number, extra_fields: Partial<MeetingDetailsInput>) =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/media/${id}`,
      headers: bearer(business.tokens),
      payload: { extra_fields },
    });
  const attendees = [{ attendee_name: 'Ada Lovelace', job_title: 'Chair' }];
  const full = {
    meeting_title: 'Board meeting',
    meeting_date: '2026-09-14',
    meeting_attendees: attendees,
  };
  const checkout = (cartId: number) =>
    pay(business.tokens, { provider: 'business_account', order_id: cartId });

  /** Refused with the text naming the first file short of them, and nothing changed. */
  async function expectRefused(cartId: number, ids: number[], short: number) {
    const before = await orderCount();
    const response = await checkout(cartId);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([
      { field: `media_list[${short}]`, message: meetingDetailsTexts.missing },
    ]);
    expect(await orderCount()).toBe(before);
    expect((await cartView()).mediaList.map((item) => item.id)).toEqual(ids);
    const rows = await t.db.select().from(media).where(inArray(media.id, ids));
    expect(rows.map((row) => row.status)).toEqual(ids.map(() => 'uploaded'));
  }

  test('Minutes first: every file needs a title, a date and attendees before the order is placed', async () => {
    const { cartId, ids } = await cartWith('3BR', 'IVB');
    const [minutes = 0, interview = 0] = ids;
    await expectRefused(cartId, ids, 0);
    await save(minutes, full);
    await expectRefused(cartId, ids, 1);
    await save(interview, { meeting_attendees: attendees });
    await expectRefused(cartId, ids, 1);
    await save(interview, { ...full, meeting_title: 'Interview' });
    const response = await checkout(cartId);
    expect(response.statusCode).toBe(200);
    const ordered = await t.db
      .select()
      .from(orderMedia)
      .where(eq(orderMedia.orderId, response.json<{ orderId: number }>().orderId));
    expect(ordered.map((row) => row.mediaId).sort()).toEqual([...ids].sort());
  });

  test('the simple form (INT first): the attendees are enough', async () => {
    const { cartId, ids } = await cartWith('INT', 'IVB');
    const [first = 0, second = 0] = ids;
    await save(first, { meeting_attendees: attendees });
    await expectRefused(cartId, ids, 1);
    await save(second, { meeting_attendees: attendees });
    expect((await checkout(cartId)).statusCode).toBe(200);
  });

  test('the first file decides: a transcript first and Minutes second need no details', async () => {
    const { cartId } = await cartWith('IVB', '3BR');
    expect((await checkout(cartId)).statusCode).toBe(200);
  });

  test('a refused checkout leaves the discount code on the cart, not used', async () => {
    await t.db.insert(coupons).values({
      code: 'MINUTES10',
      discountPercent: 10,
      maxUses: 1,
      createdAt: t.clock.now(),
    });
    const { cartId, ids } = await cartWith('3BR');
    const applied = await t.app.inject({
      method: 'PUT',
      url: '/v1/cart/update',
      headers: bearer(business.tokens),
      payload: { coupon: 'MINUTES10' },
    });
    expect(applied.json<CartView>().coupon).toBe('MINUTES10');
    await expectRefused(cartId, ids, 0);
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'MINUTES10'));
    expect(coupon?.uses).toBe(0);
    expect((await cartView()).coupon).toBe('MINUTES10');
  });

  test('details cleared while the order is placed: the order has them, or the change goes first and the order is refused', async () => {
    // Either the checkout locks the media first, and the change then finds it ordered, or the
    // change is saved first, and the checkout then finds the details missing. Never both.
    const orderedWithDetails = { paid: 200, cleared: 422, status: 'ordered', details: true };
    const refusedWithout = { paid: 422, cleared: 200, status: 'uploaded', details: false };
    for (let round = 0; round < 5; round += 1) {
      await t.app.inject({
        method: 'PUT',
        url: '/v1/cart/empty',
        headers: bearer(business.tokens),
      });
      const { cartId, ids } = await cartWith('3BR');
      const [id = 0] = ids;
      await save(id, full);
      const [paid, cleared] = await Promise.all([checkout(cartId), save(id, {})]);
      const [row] = await t.db.select().from(media).where(eq(media.id, id));
      expect([orderedWithDetails, refusedWithout]).toContainEqual({
        paid: paid.statusCode,
        cleared: cleared.statusCode,
        status: row?.status,
        details: row?.extraFields !== null,
      });
    }
  });
});
