import { eq } from 'drizzle-orm';
import { ErrorCode, errorTexts } from '@portal/contracts/common/errors';
import type { Currency } from '@portal/contracts/common/constants';
import type { CartView } from '@portal/contracts/cart/schema';
import { carts, media, orderMedia, orders, users } from '../../db/schema.ts';
import { seedDemoAccounts } from '../../seed/seed.ts';
import { bearer, clientAuthorization, form, setupTestApp, signIn } from '../../test/helper.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { findUserByEmail } from '../user/service.ts';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import type { Owner } from '../../lib/owner.ts';
import { intoCart, processedMedia as processed } from './test-fixtures.ts';

const t = setupTestApp();
const SESSION = 'S'.repeat(32);
const OTHER_SESSION = 'O'.repeat(32);
let clientId: number;
let businessId: number;

beforeAll(async () => {
  await seedDemoAccounts(t.db, t.clock.now());
  clientId = (await findUserByEmail(t.db, 'client@demo.test'))?.id ?? 0;
  businessId = (await findUserByEmail(t.db, 'business@demo.test'))?.id ?? 0;
});

/** The answer to a cart read for someone who has no cart (client spec section 8). */
const cartNotFound = { errorCode: ErrorCode.CART_NOT_FOUND, message: errorTexts.cartNotFound };

const processedMedia = (owner: Owner, duration: number, currency: Currency = 'GBP') =>
  processed(t.db, owner, duration, { currency, at: t.clock.now() });
const inCart = (owner: Owner, ids: number[], currency: Currency = 'GBP') =>
  intoCart(t.db, owner, ids, { currency, at: t.clock.now() });

const asSession = (session = SESSION) => ({ 'x-session-id': session });
const send = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('an anonymous visitor’s cart', () => {
  test('is empty, with no id, until media go in, and needs the session id', async () => {
    const none = await send('GET', '/v1/cart', asSession('N'.repeat(32)));
    expect(none.statusCode).toBe(200);
    expect(none.json<CartView>()).toMatchObject({
      id: null,
      userId: null,
      mediaList: [],
      currency: 'USD',
      totalPrice: 0,
    });
    expect((await send('GET', '/v1/cart', {})).statusCode).toBe(401);
  });

  test('lists its media with the derived totals', async () => {
    const owner = { sessionId: SESSION };
    const short = await processedMedia(owner, 90);
    const long = await processedMedia(owner, 600);
    await inCart(owner, [short.id, long.id]);
    const cart = (await send('GET', '/v1/cart', asSession())).json<CartView>();
    expect(cart.mediaList.map((item) => item.id)).toEqual([short.id, long.id]);
    expect(cart).toMatchObject({
      userId: null,
      currency: 'GBP',
      totalDuration: 690,
      totalBilledDuration: 720,
      // 2 and 10 billed minutes at £1.10.
      totalMediaPriceBeforeDiscount: 1320,
      totalMediaPrice: 1320,
      grossMediaPrice: 1584,
      totalPrice: 1320,
      grossPrice: 1584,
    });
  });

  test('removing media keeps the rest; removing the last empties the cart', async () => {
    const owner = { sessionId: 'R'.repeat(32) };
    const first = await processedMedia(owner, 60);
    const second = await processedMedia(owner, 120);
    await inCart(owner, [first.id, second.id]);
    const headers = asSession(owner.sessionId);
    const kept = await send('PUT', '/v1/cart/update', headers, { media_list: [second.id] });
    expect(kept.json<CartView>().mediaList.map((item) => item.id)).toEqual([second.id]);
    const emptied = await send('PUT', '/v1/cart/update', headers, { media_list: [] });
    expect(emptied.json<CartView>()).toMatchObject({ mediaList: [], totalPrice: 0 });
    // The uploads stay the visitor's and can go back in.
    const back = await send('POST', '/v1/cart/add', headers, { media_list: [first.id] });
    expect(back.json<CartView>().mediaList.map((item) => item.id)).toEqual([first.id]);
    const empty = await send('PUT', '/v1/cart/empty', headers, {});
    expect(empty.json<CartView>().mediaList).toEqual([]);
  });

  test('a new currency prices every media again with the engine', async () => {
    const owner = { sessionId: 'C'.repeat(32) };
    const item = await processedMedia(owner, 300);
    await inCart(owner, [item.id]);
    const cart = await send('PUT', '/v1/cart/update', asSession(owner.sessionId), {
      currency: 'EUR',
    });
    // 5 minutes at €1.30.
    expect(cart.json<CartView>()).toMatchObject({
      currency: 'EUR',
      totalPrice: 650,
      grossPrice: 780,
      mediaList: [{ currency: 'EUR', price: 650 }],
    });
  });

  test('never takes media of someone else, and changes nothing when asked to', async () => {
    const mine = { sessionId: 'M'.repeat(32) };
    const item = await processedMedia(mine, 60);
    await inCart(mine, [item.id]);
    const theirs = await processedMedia({ sessionId: OTHER_SESSION }, 60);
    const pending = await processedMedia(mine, 60);
    await t.db.update(media).set({ status: 'pending' }).where(eq(media.id, pending.id));

    for (const id of [theirs.id, pending.id, 999_999]) {
      const response = await send('PUT', '/v1/cart/update', asSession(mine.sessionId), {
        media_list: [item.id, id],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual([
        { field: 'media_list[1]', message: checkoutTexts.notYourMedia },
      ]);
    }
    const cart = (await send('GET', '/v1/cart', asSession(mine.sessionId))).json<CartView>();
    expect(cart.mediaList.map((entry) => entry.id)).toEqual([item.id]);
  });

  test('holds 20 files at most', async () => {
    const owner = { sessionId: 'L'.repeat(32) };
    const items = await Promise.all(Array.from({ length: 21 }, () => processedMedia(owner, 60)));
    await inCart(
      owner,
      items.slice(0, 20).map((item) => item.id),
    );
    const response = await send('POST', '/v1/cart/add', asSession(owner.sessionId), {
      media_list: [items[20]?.id],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'media', message: checkoutTexts.cartLimitReached }]);
    const cart = (await send('GET', '/v1/cart', asSession(owner.sessionId))).json<CartView>();
    expect(cart.mediaList).toHaveLength(20);
  });

  test('concurrent additions to one cart never lose an item', async () => {
    const owner = { sessionId: 'P'.repeat(32) };
    const items = await Promise.all(Array.from({ length: 12 }, () => processedMedia(owner, 60)));
    const responses = await Promise.all(
      items.map((item) =>
        send('POST', '/v1/cart/add', asSession(owner.sessionId), { media_list: [item.id] }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(items.map(() => 200));
    const cart = (await send('GET', '/v1/cart', asSession(owner.sessionId))).json<CartView>();
    expect(cart.mediaList.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      items.map((item) => item.id).sort((a, b) => a - b),
    );
  });
});

describe('a signed-in user’s cart', () => {
  test('is the client’s own; staff have none', async () => {
    const client = await signIn(t.app, 'client@demo.test');
    const item = await processedMedia({ userId: clientId }, 60);
    await inCart({ userId: clientId }, [item.id]);
    const cart = await send('GET', '/v1/cart', bearer(client));
    expect(cart.json<CartView>()).toMatchObject({ userId: clientId });

    // Staff have none: the single cart-not-found error the portal reads as an empty cart.
    const typist = await signIn(t.app, 'typist@demo.test');
    const none = await send('GET', '/v1/cart', bearer(typist));
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual(cartNotFound);
    // Nor may they put anything in one.
    const refused = await send('PUT', '/v1/cart/empty', bearer(typist), {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: errorTexts.clientsOnlyCart });
  });

  test('a client without a cart yet has an empty one, not an error', async () => {
    const tokens = await signIn(t.app, 'business@demo.test');
    await t.db.delete(carts).where(eq(carts.userId, businessId));
    const cart = await send('GET', '/v1/cart', bearer(tokens));
    expect(cart.statusCode).toBe(200);
    expect(cart.json<CartView>()).toMatchObject({ id: null, userId: businessId, mediaList: [] });
  });

  test('an admin acts on a client’s cart by naming the client, never on its reminder', async () => {
    const admin = await signIn(t.app, 'admin@demo.test');
    // Admins need 2FA for anything but their profile; this one has it.
    await t.db.execute(`update users set mfa_enabled = true where email = 'admin@demo.test'`);
    const client = await signIn(t.app, 'client@demo.test');
    const item = await processedMedia({ userId: clientId }, 60);
    await inCart({ userId: clientId }, [item.id]);

    const seen = await send('GET', `/v1/cart/owner/${clientId}`, bearer(admin));
    expect(seen.json<CartView>().mediaList.map((entry) => entry.id)).toContain(item.id);
    const changed = await send('PUT', '/v1/cart/update', bearer(admin), {
      user_id: clientId,
      media_list: [item.id],
      reminder: false,
    });
    expect(changed.json<CartView>()).toMatchObject({ userId: clientId, reminder: true });
    const [row] = await t.db.select().from(carts).where(eq(carts.userId, clientId));
    expect(row?.reminder).toBe(true);

    const typistId = (await findUserByEmail(t.db, 'typist@demo.test'))?.id;
    for (const nobody of [typistId, 999_999]) {
      const none = await send('GET', `/v1/cart/owner/${nobody}`, bearer(admin));
      expect([none.statusCode, none.json()]).toEqual([404, cartNotFound]);
    }
    // A client cannot name another user, nor read the owner route.
    const otherClient = (await findUserByEmail(t.db, 'business@demo.test'))?.id;
    const naming = await send('PUT', '/v1/cart/empty', bearer(client), { user_id: otherClient });
    expect(naming.statusCode).toBe(403);
    expect((await send('GET', `/v1/cart/owner/${clientId}`, bearer(client))).statusCode).toBe(403);
  });
});

describe('signing in', () => {
  const signInFrom = (email: string, session: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/oauth2/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: clientAuthorization(),
        ...asSession(session),
      },
      payload: form({ grant_type: 'password', username: email, password: DEMO_PASSWORD }),
    });

  test('brings the visitor’s cart and uploads into the client’s cart', async () => {
    const visitor = { sessionId: 'V'.repeat(32) };
    const items = [await processedMedia(visitor, 60), await processedMedia(visitor, 120, 'EUR')];
    await inCart(
      visitor,
      items.map((item) => item.id),
      'EUR',
    );
    const before = (await send('GET', '/v1/cart', bearer(await signIn(t.app, 'client@demo.test'))))
      .json<CartView>()
      .mediaList.map((item) => item.id);

    const tokens = (await signInFrom('client@demo.test', visitor.sessionId)).json();
    const cart = (await send('GET', '/v1/cart', bearer(tokens))).json<CartView>();
    expect(cart.mediaList.map((item) => item.id)).toEqual([
      ...before,
      ...items.map((item) => item.id),
    ]);
    // Priced again in the client's cart currency.
    expect(cart.mediaList.every((item) => item.currency === cart.currency)).toBe(true);
    const left = (await send('GET', '/v1/cart', asSession(visitor.sessionId))).json<CartView>();
    expect(left).toMatchObject({ id: null, mediaList: [] });
    const [moved] = await t.db
      .select()
      .from(media)
      .where(eq(media.id, items[0]?.id ?? 0));
    expect(moved).toMatchObject({ userId: clientId, sessionId: null });
  });

  test('a staff sign-in leaves the visitor’s cart alone', async () => {
    const visitor = { sessionId: 'W'.repeat(32) };
    const item = await processedMedia(visitor, 60);
    await inCart(visitor, [item.id]);
    expect((await signInFrom('typist@demo.test', visitor.sessionId)).statusCode).toBe(200);
    const cart = (await send('GET', '/v1/cart', asSession(visitor.sessionId))).json<CartView>();
    expect(cart.mediaList.map((entry) => entry.id)).toEqual([item.id]);
  });
});

describe('the cart’s payment, CRM contact and latest order', () => {
  test('are null for a visitor, and for a client who never ordered nor was added to the CRM', async () => {
    const visitor = (await send('GET', '/v1/cart', asSession('Z'.repeat(32)))).json<CartView>();
    const client = await signIn(t.app, 'client@demo.test');
    const own = (await send('GET', '/v1/cart', bearer(client))).json<CartView>();
    for (const cart of [visitor, own])
      expect(cart).toMatchObject({
        paymentId: null,
        infusionsoftId: null,
        latestOrderDetails: null,
      });
  });

  test('follow the latest order: a business-account one, then a card one', async () => {
    const tokens = await signIn(t.app, 'business@demo.test');
    const owner = { userId: businessId };
    const items = [await processedMedia(owner, 90), await processedMedia(owner, 600)];
    const cart = await inCart(
      owner,
      items.map((item) => item.id),
    );
    const paid = await send('POST', '/v1/payment', bearer(tokens), {
      provider: 'business_account',
      order_id: cart.id,
    });
    const { orderId } = paid.json<{ orderId: number }>();

    const afterAccount = (await send('GET', '/v1/cart', bearer(tokens))).json<CartView>();
    expect(afterAccount).toMatchObject({
      mediaList: [],
      paymentId: String(orderId),
      latestOrderDetails: {
        orderId,
        createdAt: t.clock.now().toISOString(),
        paymentType: 'business_account',
        currency: 'GBP',
        // 2 and 10 billed minutes at £1.10, VAT 20%.
        totalPrice: 1320,
        grossPrice: 1584,
        mediaCount: 2,
      },
    });

    // A card order paid a minute later, as checkout records one: its PaymentIntent is the payment.
    t.clock.advance(60_000);
    const card = await processedMedia(owner, 60);
    const [cardOrder] = await t.db
      .insert(orders)
      .values({
        userId: businessId,
        paymentType: 'pre_paid',
        currency: 'GBP',
        fullPrice: 110,
        price: 110,
        vat: 22,
        grossPrice: 132,
        paymentId: 'pi_3Stand1n',
        createdAt: t.clock.now(),
      })
      .returning();
    await t.db.insert(orderMedia).values({ orderId: cardOrder?.id ?? 0, mediaId: card.id });
    await t.db.update(users).set({ crmContactId: '4711' }).where(eq(users.id, businessId));

    const afterCard = (await send('GET', '/v1/cart', bearer(tokens))).json<CartView>();
    expect(afterCard).toMatchObject({
      paymentId: 'pi_3Stand1n',
      infusionsoftId: '4711',
      latestOrderDetails: {
        orderId: cardOrder?.id,
        paymentType: 'pre_paid',
        grossPrice: 132,
        mediaCount: 1,
      },
    });
  });
});
