import { z } from 'zod';
import {
  COMPANY_NAME_MAX_LENGTH,
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MIN_LENGTH,
  COUPON_MAX_USES,
  COUPON_PAGE_SIZE,
  SERVICE_DISCOUNT_PAGE_SIZE,
} from '../common/limits.ts';
import { discountTexts as texts } from './texts.ts';
import { pageOf, pageQuery } from '../common/page-schema.ts';
import { currencySchema } from '../user/schema.ts';
import { dateWindowText, isInDateWindow } from '../common/dates-schema.ts';
import { flag, idSchema, lineText } from '../common/wire-schema.ts';

/** Digits only, read as a number from `min` to `max`; anything else is `message`. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }));

/** A calendar day written YYYY-MM-DD that exists (no 30 February). */
const isCalendarDay = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};

/**
 * One line of an uploaded file of discount codes (POST /v1/activator/create-coupons), its values
 * by column: the code (kept in upper case), its whole-percent discount, how many times it may be
 * used (empty: once) and the last day it may be used, in UK time (empty: no end).
 */
export const couponLineSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9_-]{${COUPON_CODE_MIN_LENGTH},${COUPON_CODE_MAX_LENGTH}}$`), {
      error: texts.code,
    })
    .transform((code) => code.toUpperCase()),
  discount_percent: wholeNumber(1, 100, texts.percent),
  max_uses: z.union([
    z.literal('').transform(() => 1),
    wholeNumber(1, COUPON_MAX_USES, texts.maxUses),
  ]),
  expires_on: z
    .string()
    .trim()
    .refine((value) => value === '' || isCalendarDay(value), {
      error: texts.expiresOn,
      abort: true,
    })
    .refine((value) => value === '' || isInDateWindow(value), { error: dateWindowText })
    .transform((value) => value || null),
});
export type CouponLine = z.output<typeof couponLineSchema>;

/** The body of POST /v1/activator/create-coupons: the CSV file itself (text/csv). */
export const couponFileSchema = z.string().meta({
  description:
    'CSV, UTF-8: a first line naming the columns code,discount_percent,max_uses,expires_on, then one code a line',
});

/** A discount code as the super admin's list shows it (staff spec section 2, Promo codes). */
export const promoCodeSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    discountPercent: z.number().int(),
    /** How many times it has been used, of `maxUses` (1: a single-use code). */
    uses: z.number().int(),
    maxUses: z.number().int(),
    /** Unix seconds: from then on it no longer applies; null, no end. */
    expiresAt: z.number().int().nullable(),
    createdAt: z.number().int(),
  })
  .meta({ id: 'PromoCode' });
export type PromoCode = z.output<typeof promoCodeSchema>;
export const promoCodePageSchema = pageOf(promoCodeSchema);

/** GET /v1/activator/coupons: newest first; `code` matches anywhere, any case. */
export const promoCodeListQuerySchema = z.object({
  ...pageQuery(COUPON_PAGE_SIZE),
  code: lineText(COUPON_CODE_MAX_LENGTH).optional(),
});
export type PromoCodeListInput = z.output<typeof promoCodeListQuerySchema>;

/**
 * A business's discount on one service in one currency (staff spec section 3, Discount /
 * business): `discount` whole percent off its members' media of that service, on the base price
 * only or, with `additionalFeatures`, on the options and add-ons too.
 */
export const serviceDiscountSchema = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    businessName: z.string(),
    serviceId: z.number().int(),
    serviceName: z.string(),
    discount: z.number().int(),
    currency: currencySchema,
    additionalFeatures: z.boolean(),
    createdAt: z.number().int(),
    updatedAt: z.number().int(),
  })
  .meta({ id: 'ServiceDiscount' });
export type ServiceDiscount = z.output<typeof serviceDiscountSchema>;
export const serviceDiscountPageSchema = pageOf(serviceDiscountSchema);

/** GET /v1/service-discount: by business name, then service; `business_name` matches anywhere. */
export const serviceDiscountListQuerySchema = z.object({
  ...pageQuery(SERVICE_DISCOUNT_PAGE_SIZE),
  business_name: lineText(COMPANY_NAME_MAX_LENGTH).optional(),
});
export type ServiceDiscountListInput = z.output<typeof serviceDiscountListQuerySchema>;

const discount = z.coerce
  .number<number>({ error: texts.percent })
  .int({ error: texts.percent })
  .min(1, { error: texts.percent })
  .max(100, { error: texts.percent });

/** POST /v1/service-discount: the business is named by its company's id. */
export const serviceDiscountCreateSchema = z.object({
  company_id: idSchema,
  service_id: idSchema,
  discount,
  currency: currencySchema,
  additional_features: flag.default(false),
});
export type ServiceDiscountCreateInput = z.output<typeof serviceDiscountCreateSchema>;

/** PUT /v1/service-discount/{id}: what changes. */
export const serviceDiscountUpdateSchema = z.object({
  company_id: idSchema.optional(),
  service_id: idSchema.optional(),
  discount: discount.optional(),
  currency: currencySchema.optional(),
  additional_features: flag.optional(),
});
export type ServiceDiscountUpdateInput = z.output<typeof serviceDiscountUpdateSchema>;
