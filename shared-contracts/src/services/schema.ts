import type { CamelCasedPropertiesDeep } from 'type-fest';
import { z } from 'zod';
import { errorTexts } from '../common/errors.ts';
import { CURRENCIES, type Currency } from '../common/constants.ts';
import { INT4_MAX, MAX_DURATION_SECONDS } from '../common/limits.ts';
import { meetingDetailsForms } from '../meeting-details/forms.ts';
import { serviceOptionStatuses, serviceStatuses } from '../common/statuses.ts';
import { currencySchema } from '../user/schema.ts';
import {
  allowedInLine,
  emailField,
  flag,
  freeText,
  idSchema,
  lineText,
  phoneField,
} from '../common/wire-schema.ts';

const minorUnits = z.number().int().min(0);
const perCurrency = z.object(
  Object.fromEntries(Object.keys(CURRENCIES).map((code) => [code, minorUnits])) as Record<
    Currency,
    typeof minorUnits
  >,
);

/**
 * How an option or a modifier changes the price per minute: by a whole percentage of the
 * service's base price, or by an amount per minute in each currency (minor units).
 */
export const priceAdjustmentSchema = z.union([
  z.object({ percent: z.number().int().min(-100).max(1000) }),
  z.object({ perMinute: perCurrency }),
]);
export type PriceAdjustment = z.output<typeof priceAdjustmentSchema>;

/** One value of a turnaround, speakers or timestamps option. */
const optionValueSchema = z.object({
  label: z.string(),
  status: z.enum(serviceOptionStatuses),
  /** Order on screen: the stored maps are JSON objects, whose key order is not kept. */
  position: z.number().int(),
  adjustment: priceAdjustmentSchema,
});
export type ServiceOptionValue = z.output<typeof optionValueSchema>;

/** A speaker-ID modifier follows the speakers option; a surcharge is a plain add-on. */
const modifierKindSchema = z.enum(['speakerId', 'surcharge']);
export type ModifierKind = z.output<typeof modifierKindSchema>;

/** An add-on the client switches on or off (priceCalculationElements). */
const modifierSchema = z.object({
  label: z.string(),
  description: z.string(),
  kind: modifierKindSchema,
  status: z.enum(serviceOptionStatuses),
  /** Not optional: always applied, shown switched on and locked. */
  optional: z.boolean(),
  position: z.number().int(),
  adjustment: priceAdjustmentSchema,
});
export type PriceModifier = z.output<typeof modifierSchema>;

/** Option value (turnaround seconds, speakers or timestamps key) → its definition. */
const optionMapSchema = z.record(z.string(), optionValueSchema);
export type ServiceOptionMap = z.output<typeof optionMapSchema>;

export const transcriptionServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  description: z.string(),
  status: z.enum(serviceStatuses),
  /** Live (streaming) services are booked, not uploaded to. */
  streaming: z.boolean(),
  /** The service asks for the turnaround warning when its fastest turnaround is slow. */
  turnaroundWarning: z.boolean(),
  /** The meeting details each media needs when this service is the first in the cart. */
  meetingDetails: z.enum(meetingDetailsForms),
  /** Price per minute before options, in minor units of each currency. */
  basePrices: perCurrency,
  /** Keyed by turnaround in seconds. */
  turnaround: optionMapSchema,
  speakers: optionMapSchema,
  /** Empty for a service that offers no timestamps (MFA). */
  timestamps: optionMapSchema,
  priceCalculationElements: z.record(z.string(), modifierSchema),
});
export type TranscriptionService = z.output<typeof transcriptionServiceSchema>;

export const serviceListSchema = z.array(transcriptionServiceSchema);

const optionKey = lineText(40).min(1);

/** A turnaround, in seconds: one of a service's, so at most what a column holds. */
export const turnaroundSchema = z.coerce.number<number>().int().positive().max(INT4_MAX);

/** Service options as the portal sends them (snake_case, form-encoded or JSON). */
export const serviceOptionsInputSchema = z.object({
  id: idSchema,
  turnaround: turnaroundSchema,
  speakers: optionKey,
  timestamps: optionKey.optional(),
  client_comments: freeText(2000, { multiline: true }).optional(),
  price_calculation_elements: z.record(optionKey, flag).optional(),
  reject_cart_reminders: flag.optional(),
});
export type ServiceOptionsInput = z.infer<typeof serviceOptionsInputSchema>;

export const durationSchema = z.coerce
  .number<number>({ error: 'Duration must be a number of seconds' })
  .int({ error: 'Duration must be a whole number of seconds' })
  .min(1, { error: 'Duration must be at least 1 second' })
  .max(MAX_DURATION_SECONDS, { error: 'Duration must be at most 100 hours' });

export const estimatePriceQuerySchema = z.object({
  duration: durationSchema,
  currency: currencySchema,
  // Only the turnaround is not needed: the estimate answers for every turnaround.
  service_options: serviceOptionsInputSchema.extend({
    turnaround: turnaroundSchema.optional(),
  }),
  email: emailField.optional(),
  tracking_cookie: lineText(200).optional(),
});

/** Prices of one line in minor units: before discounts, after discounts (ex VAT), with VAT. */
const linePriceSchema = z.object({
  fullPrice: minorUnits,
  price: minorUnits,
  grossPrice: minorUnits,
});
export type LinePrice = z.output<typeof linePriceSchema>;

/** Turnaround seconds → the line's prices at that turnaround, in minor units. */
export const priceEstimateSchema = z.record(z.string(), linePriceSchema);
/** GET /v1/media/estimate-price: the line's price at each of the service's turnarounds. */
export type PriceEstimate = z.output<typeof priceEstimateSchema>;

/** What the portal asks GET /v1/media/estimate-price (camelCase, encoded to snake_case). */
export type EstimatePriceRequest = CamelCasedPropertiesDeep<
  z.input<typeof estimatePriceQuerySchema>
>;

const name = freeText(100).pipe(z.string().min(1, { error: errorTexts.required }));

export const sendEstimatedPriceSchema = z.object({
  estimation: z
    .array(z.object({ duration: durationSchema, service_options: serviceOptionsInputSchema }))
    .min(1, { error: 'Add at least one recording to the quote' })
    .max(20),
  currency: currencySchema,
  email: emailField,
  firstname: name,
  lastname: name,
  phone: phoneField.optional(),
  company: freeText(200).optional(),
  tracking_cookie: lineText(200).optional(),
  captcha: z.string().max(4000).check(allowedInLine).optional(),
});

/** What the portal sends POST /v1/media/send-estimated-price (camelCase, encoded to snake_case). */
export type SendQuoteRequest = CamelCasedPropertiesDeep<z.input<typeof sendEstimatedPriceSchema>>;

export const serviceListQuerySchema = z.object({
  status: z.enum(serviceStatuses).optional(),
});

export const serviceFormQuerySchema = z.object({
  id: idSchema,
  currency: currencySchema,
  /** The speakers chosen so far: four or more locks the speaker-ID add-on on. */
  speakers: optionKey.optional(),
});

const choiceSchema = z.object({ value: z.string(), label: z.string() });
const optionNameSchema = z.enum(['turnaround', 'speakers', 'timestamps']);

/** GET /v1/new-service/get-form: the service options form as the rules shape it. */
export const serviceOptionsFormSchema = z.object({
  options: z.array(
    z.discriminatedUnion('control', [
      z.object({
        name: optionNameSchema,
        label: z.string(),
        required: z.boolean(),
        control: z.literal('dropdown'),
        choices: z.array(choiceSchema),
      }),
      /** Two choices: the first is the option removed, the second the option added. */
      z.object({
        name: optionNameSchema,
        label: z.string(),
        required: z.literal(false),
        control: z.literal('toggle'),
        off: choiceSchema,
        on: choiceSchema,
      }),
    ]),
  ),
  modifiers: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      description: z.string(),
      /** "+20%", "+£0.10/min", or "Included FREE" for a speaker-ID add-on that costs nothing. */
      priceLabel: z.string().nullable(),
      /** Held on by the rules (not optional, or speaker ID with 4+ speakers). */
      locked: z.boolean(),
    }),
  ),
});

// Only numeric ids: guest-services and the other named routes are not services.
