import { z } from 'zod';
import { mediaSchema } from './media.ts';
import { currencySchema } from './user.ts';
import { flag } from './wire.ts';

const minorUnits = z.number().int();
const id = z.coerce.number().int().positive().max(2_147_483_647);

/** The cart with the totals the portal shows (client spec section 3, Cart and its derived values). */
export const cartSchema = z.object({
  /** Null until the first media goes in: nobody has a cart row before that. */
  id: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  /** Each media's prices with the cart's discount code applied. */
  mediaList: z.array(mediaSchema),
  reminder: z.boolean(),
  currency: currencySchema,
  coupon: z.string().nullable(),
  /** Seconds. */
  totalDuration: z.number().int(),
  /** Billed whole minutes, in seconds. */
  totalBilledDuration: z.number().int(),
  totalMediaPriceBeforeDiscount: minorUnits,
  totalMediaPrice: minorUnits,
  grossMediaPrice: minorUnits,
  totalPrice: minorUnits,
  grossPrice: minorUnits,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CartView = z.infer<typeof cartSchema>;

/** Media ids as the portal sends a list: `media_list[]=1&media_list[]=2`, or JSON. */
const mediaIds = z.array(id).max(100);

export const cartUpdateSchema = z.object({
  /** An admin acting for a client names the client. */
  user_id: id.optional(),
  /** The media to keep, in order: a shorter list removes media; an empty one empties the cart. */
  media_list: mediaIds.optional(),
  reminder: flag.optional(),
  currency: currencySchema.optional(),
  /** A discount code to apply; empty removes the one applied. */
  coupon: z.string().trim().max(64).optional(),
});

export const cartAddSchema = z.object({
  user_id: id.optional(),
  media_list: mediaIds.min(1),
});

export const cartEmptySchema = z.object({ user_id: id.optional() });

export const couponQuerySchema = z.object({ code: z.string().trim().min(1).max(64) });

export const couponSchema = z.object({
  code: z.string(),
  /** Whole percent off the price before VAT. */
  discountPercent: z.number().int(),
});
export type CouponView = z.infer<typeof couponSchema>;

/** POST /v1/payment: the cart (order_id) paid on the client's business account, or by card. */
export const paymentSchema = z.object({
  provider: z.enum(['business_account', 'stripe'], {
    error: 'Choose business_account or stripe',
  }),
  order_id: id,
  /** The client an admin or super admin checks out for (business account only). */
  user_id: id.optional(),
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

/** Stripe, first step: the PaymentIntent for the cart's total, to confirm in the browser. */
export const paymentIntentSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
});
export type PaymentIntentView = z.infer<typeof paymentIntentSchema>;

/** GET /v1/payment/stripe-key: the publishable key the card form loads Stripe with. */
/** The publishable key of the card form; null when card payment is not configured. */
export const stripeKeySchema = z.object({ key: z.string().nullable() });
