import { encapsulated } from '../../lib/encapsulated.ts';
import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import { Role } from '@portal/contracts/policy/roles';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import { errorTexts } from '@portal/contracts/common/errors';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import { route } from '../../lib/route.ts';
import { businessAccountClient, requireCardPayer } from './gates.ts';
import { checkout, checkoutPaid, mismatch, quoteCart } from './service.ts';
import { createStripeClient, type Stripe } from './stripe.ts';

/** The cart and client a PaymentIntent was made for, as its metadata says. */
function paidFor(intent: Stripe.PaymentIntent) {
  const cartId = Number(intent.metadata.cartId);
  const userId = Number(intent.metadata.userId);
  if (!Number.isSafeInteger(cartId) || !Number.isSafeInteger(userId)) return undefined;
  return { cartId, userId, emailVatReceipt: intent.metadata.emailVatReceipt === 'true' };
}

/**
 * Checkout: a client pays their cart on their business account (or an admin does for them), or
 * by card with a Stripe PaymentIntent, fulfilled when the page confirms it and by the webhook.
 */
export default async function paymentRoutes(app: FastifyInstance) {
  const { deps } = app;
  const stripeConfig = app.config.stripe;
  const stripe = stripeConfig ? createStripeClient(stripeConfig) : undefined;

  /** Fulfils a card payment that went through; the order of an earlier fulfilment otherwise. */
  async function fulfilIntent(
    intent: Stripe.PaymentIntent,
    expected: { cartId: number; userId: number } | undefined,
    log: FastifyBaseLogger,
  ): Promise<number> {
    const target = paidFor(intent);
    if (
      !target ||
      (expected && (target.cartId !== expected.cartId || target.userId !== expected.userId))
    )
      throw mismatch();
    if (intent.status !== 'succeeded')
      throw new RequestValidationError([
        { field: 'payment_intent_id', message: checkoutTexts.paymentNotSucceeded },
      ]);
    const { orderId, receipt } = await checkoutPaid(
      deps,
      {
        actor: { userId: target.userId, role: Role.CLIENT },
        clientId: target.userId,
        cartId: target.cartId,
        emailVatReceipt: target.emailVatReceipt,
      },
      {
        kind: 'card',
        paymentId: intent.id,
        amount: intent.amount_received || intent.amount,
        currency: intent.currency,
      },
    );
    if (receipt) {
      log.info({ orderId, paymentIntent: intent.id }, 'card payment fulfilled');
      app.mailer.sendInBackground(receipt);
    }
    return orderId;
  }

  route(app, 'GET /v1/payment/stripe-key', {
    tags: ['payment'],
    summary: 'The Stripe publishable key of the card form; null when card payment is off',
    // Off is a normal state of the portal, not an error the browser should log.
    handler: async () => ({ key: stripeConfig?.publishableKey ?? null }),
  });

  route(app, 'POST /v1/payment', {
    tags: ['payment'],
    summary: 'Pay the cart (order_id) on the business account, or by card with Stripe',
    description:
      "business_account: creates the order, its media's first jobs, and mails the receipt. " +
      "stripe without payment_intent_id: creates a PaymentIntent for the cart's gross total and answers its client secret; " +
      'stripe with payment_intent_id (after the browser confirmed it): checks it succeeded for this cart and this amount, then creates the order (once per payment).',
    onRequest: app.authenticate,
    handler: async ({ body }, request) => {
      const actor = request.auth;
      if (!actor) throw new ApiError(401, errorTexts.invalidAccessToken);
      const {
        provider,
        orderId: cartId,
        userId: forClient,
        paymentIntentId,
        emailVatReceipt = false,
      } = body;
      if (provider === 'stripe') {
        requireCardPayer(actor, forClient);
        if (!stripe) throw new ApiError(404, checkoutTexts.cardNotConfigured);
        if (paymentIntentId === undefined) {
          const quote = await quoteCart(deps, actor.userId, cartId, emailVatReceipt);
          const intent = await stripe.paymentIntents.create(
            {
              amount: quote.amount,
              currency: quote.currency.toLowerCase(),
              metadata: {
                cartId: String(quote.cartId),
                userId: String(quote.clientId),
                emailVatReceipt: String(emailVatReceipt),
              },
            },
            // The same cart with the same contents gets the same PaymentIntent back.
            { idempotencyKey: `cart-${quote.cartId}-${quote.fingerprint}` },
          );
          if (!intent.client_secret) throw new Error('The PaymentIntent has no client secret');
          return { clientSecret: intent.client_secret, paymentIntentId: intent.id };
        }
        const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
        return {
          orderId: await fulfilIntent(intent, { cartId, userId: actor.userId }, request.log),
        };
      }
      if (paymentIntentId !== undefined) throw mismatch();
      const clientId = businessAccountClient(actor, forClient);
      const { orderId, receipt } = await checkout(deps, {
        actor,
        clientId,
        cartId,
        emailVatReceipt,
      });
      if (receipt) app.mailer.sendInBackground(receipt);
      return { orderId };
    },
  });

  // The webhook reads the raw bytes: the signature covers them exactly as Stripe sent them.
  await app.register(
    encapsulated(async function webhookScope(scope) {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
        (_r, body, done) => done(null, body),
      );
      route(scope, 'POST /v1/payment/stripe-webhook', {
        tags: ['payment'],
        summary:
          "Stripe webhook: payment_intent.succeeded fulfils the card payment (once); the body is Stripe's event, signed",
        handler: async (_input, request) => {
          if (!stripe || !stripeConfig) throw new ApiError(404, checkoutTexts.cardNotConfigured);
          const signature = request.headers['stripe-signature'];
          const raw = request.body;
          if (!signature || !Buffer.isBuffer(raw))
            throw new ApiError(400, checkoutTexts.badWebhookSignature);
          let event: Stripe.Event;
          try {
            event = stripe.webhooks.constructEvent(raw, signature, stripeConfig.webhookSecret);
          } catch {
            throw new ApiError(400, checkoutTexts.badWebhookSignature);
          }
          if (event.type === 'payment_intent.succeeded') {
            try {
              await fulfilIntent(event.data.object, undefined, request.log);
            } catch (error) {
              // Nothing Stripe can retry into success (an emptied cart, a changed total): noted
              // for a person to settle, and acknowledged.
              if (!(error instanceof ApiError) && !(error instanceof RequestValidationError))
                throw error;
              request.log.warn(
                { err: error, paymentIntent: event.data.object.id },
                'card payment not fulfilled',
              );
            }
          }
          return { received: true as const };
        },
      });
    }),
  );
}
