import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import type { Tokens } from '@portal/contracts/auth/schema';
import { meetingDetailsTexts } from '@portal/contracts/meeting-details/rules';
import type { CartView } from '@portal/contracts/cart/schema';
import type { Media } from '@portal/contracts/media/schema';
import type { StripeConfig } from '../../config.ts';
import { cartMedia, jobs, media, orders, services } from '../../db/schema.ts';
import { seedDemoAccounts } from '../../seed/seed.ts';
import { bearer, setupTestApp, signIn } from '../../test/helper.ts';
import { outboxFor } from '../../test/outbox.ts';
import { intoCart, plainIvb, processedMedia } from '../cart/test-fixtures.ts';
import { findUserByEmail } from '../user/service.ts';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';

/**
 * A stand-in for Stripe's API: PaymentIntents as Stripe documents them
 * (https://docs.stripe.com/api/payment_intents/object), created with POST /v1/payment_intents
 * (form-encoded, Idempotency-Key honoured) and read with GET /v1/payment_intents/:id.
 */
interface StandIn {
  server: Server;
  intents: Map<string, Record<string, unknown>>;
  created: { body: URLSearchParams; idempotencyKey: string | undefined }[];
}

function paymentIntent(id: string, fields: Record<string, unknown>): Record<string, unknown> {
  return {
    id,
    object: 'payment_intent',
    amount: 0,
    amount_capturable: 0,
    amount_received: 0,
    automatic_payment_methods: { enabled: true, allow_redirects: 'always' },
    capture_method: 'automatic_async',
    client_secret: `${id}_secret_standin`,
    confirmation_method: 'automatic',
    created: 1_790_000_000,
    currency: 'gbp',
    customer: null,
    description: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: {},
    next_action: null,
    payment_method: null,
    payment_method_types: ['card'],
    status: 'requires_payment_method',
    ...fields,
  };
}

async function startStandIn(): Promise<StandIn> {
  const intents = new Map<string, Record<string, unknown>>();
  const byKey = new Map<string, string>();
  const created: StandIn['created'] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_1' });
        response.end(JSON.stringify(body));
      };
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      if (request.headers.authorization !== 'Bearer sk_test_standin')
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        const body = new URLSearchParams(Buffer.concat(chunks).toString());
        const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
        created.push({ body, idempotencyKey });
        const known = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
        if (known) return send(200, intents.get(known));
        const id = `pi_standin${intents.size + 1}`;
        const metadata = Object.fromEntries(
          [...body.entries()]
            .filter(([key]) => key.startsWith('metadata['))
            .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
        );
        const intent = paymentIntent(id, {
          amount: Number(body.get('amount')),
          currency: body.get('currency'),
          metadata,
        });
        intents.set(id, intent);
        if (idempotencyKey) byKey.set(idempotencyKey, id);
        return send(200, intent);
      }
      const found = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      const intent = found?.[1] ? intents.get(found[1]) : undefined;
      if (request.method === 'GET' && intent) return send(200, intent);
      return send(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such' },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, intents, created };
}

const WEBHOOK_SECRET = 'whsec_standin_secret';
const t = setupTestApp();
let standIn: StandIn;
let app: FastifyInstance;
let client: { id: number; tokens: Tokens };
let business: { id: number; tokens: Tokens };
const sdk = new Stripe('sk_test_standin');

beforeAll(async () => {
  standIn = await startStandIn();
  const stripe: StripeConfig = {
    secretKey: 'sk_test_standin',
    publishableKey: 'pk_test_standin',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`,
  };
  app = await t.build({ stripe });
  await seedDemoAccounts(t.db, t.clock.now());
  const user = async (email: string) => ({
    id: (await findUserByEmail(t.db, email))?.id ?? 0,
    tokens: await signIn(app, email),
  });
  client = await user('client@demo.test');
  business = await user('business@demo.test');
});

afterAll(async () => {
  await new Promise((resolve) => standIn.server.close(resolve));
});

afterEach(async () => {
  for (const who of [client, business])
    await app.inject({ method: 'PUT', url: '/v1/cart/empty', headers: bearer(who.tokens) });
});

const at = () => ({ at: t.clock.now() });

async function cartOf(who: { id: number }, ...durations: number[]) {
  const items = [];
  for (const duration of durations)
    items.push(await processedMedia(t.db, { userId: who.id }, duration, at()));
  const cart = await intoCart(
    t.db,
    { userId: who.id },
    items.map((item) => item.id),
    at(),
  );
  return { cartId: cart.id, items };
}

const pay = (tokens: Tokens, fields: Record<string, unknown>, on = app) =>
  on.inject({ method: 'POST', url: '/v1/payment', headers: bearer(tokens), payload: fields });
const cartView = async (tokens: Tokens) =>
  (await app.inject({ url: '/v1/cart', headers: bearer(tokens) })).json<CartView>();

/** What a refused payment must leave as it was. */
async function state() {
  return {
    orders: (await t.db.select({ n: count() }).from(orders))[0]?.n ?? 0,
    inCarts: (await t.db.select({ n: count() }).from(cartMedia))[0]?.n ?? 0,
    jobs: (await t.db.select({ n: count() }).from(jobs))[0]?.n ?? 0,
    ordered: (await t.db.select({ n: count() }).from(media).where(eq(media.status, 'ordered')))[0]
      ?.n,
  };
}

async function createIntent(tokens: Tokens, cartId: number, extra: Record<string, unknown> = {}) {
  const response = await pay(tokens, { provider: 'stripe', order_id: cartId, ...extra });
  expect(response.statusCode).toBe(200);
  return response.json<{ clientSecret: string; paymentIntentId: string }>();
}

/** What the browser's confirmCardPayment does at Stripe: the payment goes through. */
function succeed(id: string, fields: Record<string, unknown> = {}) {
  const intent = standIn.intents.get(id);
  if (!intent) throw new Error(`no intent ${id}`);
  Object.assign(intent, { status: 'succeeded', amount_received: intent.amount }, fields);
  return intent;
}

function webhook(body: string, signature: string) {
  return app.inject({
    method: 'POST',
    url: '/v1/payment/stripe-webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });
}

const succeededEvent = (intent: Record<string, unknown>) =>
  JSON.stringify({
    id: `evt_${String(intent.id)}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: 1_790_000_100,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'payment_intent.succeeded',
    data: { object: intent },
  });

const signed = (payload: string, secret = WEBHOOK_SECRET) =>
  sdk.webhooks.generateTestHeaderString({ payload, secret });

test('GET /v1/payment/stripe-key gives the publishable key, or null when card payment is off', async () => {
  const on = await app.inject({ url: '/v1/payment/stripe-key' });
  expect(on.statusCode).toBe(200);
  expect(on.json()).toEqual({ key: 'pk_test_standin' });
  const off = await t.app.inject({ url: '/v1/payment/stripe-key' });
  expect(off.statusCode).toBe(200);
  expect(off.json()).toEqual({ key: null });

  const { cartId } = await cartOf(client, 60);
  const notConfigured = await pay(client.tokens, { provider: 'stripe', order_id: cartId }, t.app);
  expect(notConfigured.statusCode).toBe(404);
  expect(notConfigured.json()).toEqual({ message: checkoutTexts.cardNotConfigured });
});

test('a PaymentIntent is created for the cart gross total, once per cart contents', async () => {
  const { cartId } = await cartOf(client, 90, 600);
  const cart = await cartView(client.tokens);
  const first = await createIntent(client.tokens, cartId);
  const intent = standIn.intents.get(first.paymentIntentId);
  expect(intent).toMatchObject({
    amount: cart.grossPrice,
    currency: cart.currency.toLowerCase(),
    metadata: { cartId: String(cartId), userId: String(client.id) },
  });
  // 2 and 10 billed minutes at £1.10, VAT 20%.
  expect(cart.grossPrice).toBe(1584);
  expect(first.clientSecret).toBe(`${first.paymentIntentId}_secret_standin`);
  expect(standIn.created.at(-1)?.idempotencyKey).toMatch(new RegExp(`^cart-${cartId}-`));

  // Asked again for the same cart: the same PaymentIntent.
  const again = await createIntent(client.tokens, cartId);
  expect(again.paymentIntentId).toBe(first.paymentIntentId);
  // The cart changes: a new one for the new total.
  const more = await processedMedia(t.db, { userId: client.id }, 60, at());
  await intoCart(t.db, { userId: client.id }, [more.id], at());
  const changed = await createIntent(client.tokens, cartId);
  expect(changed.paymentIntentId).not.toBe(first.paymentIntentId);
  expect(standIn.intents.get(changed.paymentIntentId)?.amount).toBe(
    (await cartView(client.tokens)).grossPrice,
  );
});

test('the page confirms a succeeded payment: one pre-paid order, fulfilled once', async () => {
  const { cartId, items } = await cartOf(client, 120);
  const { paymentIntentId } = await createIntent(client.tokens, cartId, {
    email_vat_receipt: true,
  });
  const before = await state();

  // Not paid yet: refused, nothing changed.
  const early = await pay(client.tokens, {
    provider: 'stripe',
    order_id: cartId,
    payment_intent_id: paymentIntentId,
  });
  expect(early.statusCode).toBe(422);
  expect(await state()).toEqual(before);

  succeed(paymentIntentId);
  const confirm = await pay(client.tokens, {
    provider: 'stripe',
    order_id: cartId,
    payment_intent_id: paymentIntentId,
  });
  expect(confirm.statusCode).toBe(200);
  const { orderId } = confirm.json<{ orderId: number }>();
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  expect(order).toMatchObject({
    userId: client.id,
    paymentType: 'pre_paid',
    paymentId: paymentIntentId,
    grossPrice: 264,
    emailVatReceipt: true,
  });
  const [row] = await t.db
    .select()
    .from(media)
    .where(eq(media.id, items[0]?.id ?? 0));
  expect(row?.status).toBe('ordered');
  expect((await cartView(client.tokens)).mediaList).toEqual([]);
  await app.mailer.idle();
  const mail = (await outboxFor(t.db, 'client@demo.test')).find(
    (m) => m.subject === `Your order ${orderId}`,
  );
  expect(mail?.text).toContain('paid by card');

  // A retry, then the webhook: the same order, no second one.
  const retry = await pay(client.tokens, {
    provider: 'stripe',
    order_id: cartId,
    payment_intent_id: paymentIntentId,
  });
  expect(retry.json()).toEqual({ orderId });
  const event = succeededEvent(standIn.intents.get(paymentIntentId) ?? {});
  expect((await webhook(event, signed(event))).statusCode).toBe(200);
  expect(
    await t.db.select().from(orders).where(eq(orders.paymentId, paymentIntentId)),
  ).toHaveLength(1);
  expect((await state()).orders).toBe(before.orders + 1);
});

test('a payment whose amount or currency differs from the cart is refused, nothing changed', async () => {
  const { cartId } = await cartOf(client, 300);
  const { paymentIntentId } = await createIntent(client.tokens, cartId);
  const intent = succeed(paymentIntentId);
  const before = await state();
  const confirm = () =>
    pay(client.tokens, {
      provider: 'stripe',
      order_id: cartId,
      payment_intent_id: paymentIntentId,
    });

  intent.amount = Number(intent.amount) - 1;
  intent.amount_received = intent.amount;
  const less = await confirm();
  expect(less.statusCode).toBe(422);
  expect(less.json()).toEqual([
    { field: 'payment_intent_id', message: checkoutTexts.paymentMismatch },
  ]);
  expect(await state()).toEqual(before);

  succeed(paymentIntentId, { currency: 'usd', amount: Number(intent.amount) + 1 });
  intent.amount_received = intent.amount;
  expect((await confirm()).statusCode).toBe(422);

  // The cart grew after the card was charged: the charge no longer covers it.
  succeed(paymentIntentId, { currency: 'gbp' });
  const more = await processedMedia(t.db, { userId: client.id }, 60, at());
  await intoCart(t.db, { userId: client.id }, [more.id], at());
  const grown = await state();
  expect((await confirm()).statusCode).toBe(422);
  expect(await state()).toEqual(grown);
});

test('a payment made for another cart or client is refused, nothing changed', async () => {
  const mine = await cartOf(client, 60);
  const theirs = await cartOf(business, 60);
  const { paymentIntentId } = await createIntent(business.tokens, theirs.cartId);
  succeed(paymentIntentId, { amount: (await cartView(client.tokens)).grossPrice });
  const before = await state();
  const response = await pay(client.tokens, {
    provider: 'stripe',
    order_id: mine.cartId,
    payment_intent_id: paymentIntentId,
  });
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual([
    { field: 'payment_intent_id', message: checkoutTexts.paymentMismatch },
  ]);
  // Paying someone else's cart is not possible either.
  const notMine = await pay(client.tokens, { provider: 'stripe', order_id: theirs.cartId });
  expect(notMine.statusCode).toBe(404);
  expect(await state()).toEqual(before);
});

test('a webhook with a bad signature is refused with 400, nothing changed', async () => {
  const { cartId } = await cartOf(client, 60);
  const { paymentIntentId } = await createIntent(client.tokens, cartId);
  const event = succeededEvent(succeed(paymentIntentId));
  const before = await state();

  const wrongSecret = await webhook(event, signed(event, 'whsec_someone_else'));
  expect(wrongSecret.statusCode).toBe(400);
  expect(wrongSecret.json()).toMatchObject({ message: checkoutTexts.badWebhookSignature });
  const tampered = await webhook(
    event.replace('"livemode":false', '"livemode":true'),
    signed(event),
  );
  expect(tampered.statusCode).toBe(400);
  const unsigned = await app.inject({
    method: 'POST',
    url: '/v1/payment/stripe-webhook',
    headers: { 'content-type': 'application/json' },
    payload: event,
  });
  expect(unsigned.statusCode).toBe(400);
  expect(await state()).toEqual(before);
});

test('a signed payment_intent.succeeded webhook fulfils the payment once', async () => {
  const { cartId } = await cartOf(client, 60, 60);
  const { paymentIntentId } = await createIntent(client.tokens, cartId);
  const event = succeededEvent(succeed(paymentIntentId));
  const before = await state();

  const first = await webhook(event, signed(event));
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ received: true });
  const made = await t.db.select().from(orders).where(eq(orders.paymentId, paymentIntentId));
  expect(made).toEqual([expect.objectContaining({ paymentType: 'pre_paid', userId: client.id })]);
  expect((await cartView(client.tokens)).mediaList).toEqual([]);

  // Stripe delivers again, and the page confirms after: still the one order.
  expect((await webhook(event, signed(event))).statusCode).toBe(200);
  const confirm = await pay(client.tokens, {
    provider: 'stripe',
    order_id: cartId,
    payment_intent_id: paymentIntentId,
  });
  expect(confirm.json()).toEqual({ orderId: made[0]?.id });
  expect((await state()).orders).toBe(before.orders + 1);

  // Other events are acknowledged and change nothing.
  const other = JSON.stringify({ ...JSON.parse(event), type: 'payment_intent.created' });
  expect((await webhook(other, signed(other))).statusCode).toBe(200);
  expect((await state()).orders).toBe(before.orders + 1);
});

test('card payment is the client’s own: staff and paying for others are refused', async () => {
  const { cartId } = await cartOf(client, 60);
  const forOther = await pay(business.tokens, {
    provider: 'stripe',
    order_id: cartId,
    user_id: client.id,
  });
  expect(forOther.statusCode).toBe(403);
  const badId = await pay(client.tokens, {
    provider: 'stripe',
    order_id: cartId,
    payment_intent_id: 'not an id',
  });
  expect(badId.statusCode).toBe(422);
});

describe('meeting details', () => {
  /** The client's cart holding one 60 s Minutes (3BR) media, the first file deciding the form. */
  async function minutesCart() {
    const [minutes] = await t.db.select().from(services).where(eq(services.shortName, '3BR'));
    const row = await processedMedia(t.db, { userId: client.id }, 60, {
      ...at(),
      options: { ...plainIvb, id: minutes?.id ?? 0 },
    });
    const cart = await intoCart(t.db, { userId: client.id }, [row.id], at());
    return { cartId: cart.id, mediaId: row.id };
  }
  const save = (mediaId: number, extra_fields: object) =>
    app.inject({
      method: 'PUT',
      url: `/v1/media/${mediaId}`,
      headers: bearer(client.tokens),
      payload: { extra_fields },
    });
  const full = {
    meeting_title: 'Board meeting',
    meeting_date: '2026-09-14',
    meeting_attendees: [{ attendee_name: 'Ada Lovelace', job_title: 'Chair' }],
  };

  test('no PaymentIntent for a cart short of its meeting details; one once they are given', async () => {
    const { cartId, mediaId } = await minutesCart();
    const before = await state();
    const asked = standIn.created.length;
    const refused = await pay(client.tokens, { provider: 'stripe', order_id: cartId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual([
      { field: 'media_list[0]', message: meetingDetailsTexts.missing },
    ]);
    expect(standIn.created).toHaveLength(asked);
    expect(await state()).toEqual(before);

    expect((await save(mediaId, full)).statusCode).toBe(200);
    const { paymentIntentId } = await createIntent(client.tokens, cartId);
    expect(standIn.intents.get(paymentIntentId)?.amount).toBe(
      (await cartView(client.tokens)).grossPrice,
    );
  });

  test('a card payment taken is fulfilled even when the details were cleared after its PaymentIntent was made', async () => {
    const { cartId, mediaId } = await minutesCart();
    await save(mediaId, full);
    const { paymentIntentId } = await createIntent(client.tokens, cartId);
    succeed(paymentIntentId);
    const cleared = await save(mediaId, {});
    expect(cleared.json<Media>().extraFields).toBeNull();
    const confirm = await pay(client.tokens, {
      provider: 'stripe',
      order_id: cartId,
      payment_intent_id: paymentIntentId,
    });
    expect(confirm.statusCode).toBe(200);
    const [row] = await t.db.select().from(media).where(eq(media.id, mediaId));
    expect(row?.status).toBe('ordered');
  });
});
