import { z } from 'zod';
import { mediaSchema } from '../media/schema.ts';
import { idSchema, lineText } from '../common/wire-schema.ts';
import { currencySchema } from '../user/schema.ts';
import { flag } from '../common/wire-schema.ts';
import { ErrorCode } from '../common/errors.ts';
import { paymentTypes } from '../common/statuses.ts';

const minorUnits = z.number().int();

/**
 * The owner's latest order (a cart paid, by card or on the business account): what the cart
 * last became. Totals in minor units of its currency.
 */
export const latestOrderDetailsSchema = z.object({
  orderId: z.number().int(),
  /** When it was paid (ISO 8601). */
  createdAt: z.string(),
  paymentType: z.enum(paymentTypes),
  currency: currencySchema,
  /** Ex VAT, discounts taken off. */
  totalPrice: minorUnits,
  /** With VAT: what was charged. */
  grossPrice: minorUnits,
  /** How many media it ordered. */
  mediaCount: z.number().int(),
});
export type LatestOrderDetails = z.infer<typeof latestOrderDetailsSchema>;

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
  /**
   * The payment of the cart's latest checkout: the Stripe PaymentIntent's id for a card order,
   * the order's id for a business-account one; null before any.
   */
  paymentId: z.string().nullable(),
  /** The owner's contact id in the CRM (the spec's name for it), once they were added to it. */
  infusionsoftId: z.string().nullable(),
  latestOrderDetails: latestOrderDetailsSchema.nullable(),
});
export type CartView = z.infer<typeof cartSchema>;

/**
 * A cart read for someone who has no cart (staff, or a user named who is not a client): the
 * single error the portal resets its cart on (client spec section 8).
 */
export const cartNotFoundSchema = z
  .object({ errorCode: z.literal(ErrorCode.CART_NOT_FOUND), message: z.string() })
  .meta({ id: 'CartNotFound' });

/** Media ids as the portal sends a list: `media_list[]=1&media_list[]=2`, or JSON. */
const mediaIds = z.array(idSchema).max(100);

export const cartUpdateSchema = z.object({
  /** An admin acting for a client names the client. */
  user_id: idSchema.optional(),
  /** The media to keep, in order: a shorter list removes media; an empty one empties the cart. */
  media_list: mediaIds.optional(),
  reminder: flag.optional(),
  currency: currencySchema.optional(),
  /** A discount code to apply; empty removes the one applied. */
  coupon: lineText(64).optional(),
});

export const cartAddSchema = z.object({
  user_id: idSchema.optional(),
  media_list: mediaIds.min(1),
});

export const cartEmptySchema = z.object({ user_id: idSchema.optional() });

/** GET /v1/cart/owner/{userId}: the client an admin acts for. */
export const cartOwnerParamsSchema = z.object({ userId: idSchema });

export const couponQuerySchema = z.object({ code: lineText(64).min(1) });

export const couponSchema = z.object({
  code: z.string(),
  /** Whole percent off the price before VAT. */
  discountPercent: z.number().int(),
});
export type CouponView = z.infer<typeof couponSchema>;
