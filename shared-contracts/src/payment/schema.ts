import { z } from 'zod';
import { idSchema } from '../common/wire-schema.ts';
import { allowedInLine, flag } from '../common/wire-schema.ts';

/** POST /v1/payment: the cart (order_id) paid on the client's business account, or by card. */
export const paymentSchema = z.object({
  provider: z.enum(['business_account', 'stripe'], {
    error: 'Choose business_account or stripe',
  }),
  order_id: idSchema,
  /** The client an admin or super admin checks out for (business account only). */
  user_id: idSchema.optional(),
  /** Stripe: the PaymentIntent the browser confirmed; absent, one is created for the cart. */
  payment_intent_id: z
    .string()
    .regex(/^pi_[A-Za-z0-9_]+$/, { error: 'Expected a PaymentIntent id' })
    .max(255)
    .optional(),
  email_vat_receipt: flag.optional(),
});

/** The order made. */
export const paymentResultSchema = z.object({ orderId: z.number().int() });
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** Stripe, first step: the PaymentIntent for the cart's total, to confirm in the browser. */
export const paymentIntentSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
});
export type PaymentIntentView = z.infer<typeof paymentIntentSchema>;

/** A business account checkout, a card payment's PaymentIntent, or its fulfilment. */
export const paymentAnswerSchema = z.union([paymentResultSchema, paymentIntentSchema]);

/** GET /v1/payment/stripe-key: the publishable key of the card form; null when card payment is not configured. */
export const stripeKeySchema = z.object({ key: z.string().nullable() });

/** POST /v1/payment/stripe-webhook: Stripe signs the raw body. */
export const stripeWebhookHeadersSchema = z.object({
  'stripe-signature': z.string().check(allowedInLine).optional(),
});
export const stripeWebhookAnswerSchema = z.object({ received: z.literal(true) });
