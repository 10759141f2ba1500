import { z } from 'zod';
import { CURRENCIES, type Currency } from '../constants.ts';
import {
  MAX_DURATION_SECONDS,
  type LinePrice,
  type PriceAdjustment,
  type PriceModifier,
  type ServiceOptionValue,
  type TranscriptionService,
} from '../services.ts';
import type { ServiceOptionsFormModel } from '../service-options-form.ts';
import { meetingDetailsForms } from '../meeting-details.ts';
import { serviceOptionStatuses, serviceStatuses } from '../statuses.ts';
import { currencySchema } from './user.ts';
import { flag, freeText, phoneField } from './wire.ts';

const minorUnits = z.number().int().min(0);
const perCurrency = z.object(
  Object.fromEntries(Object.keys(CURRENCIES).map((code) => [code, minorUnits])) as Record<
    Currency,
    typeof minorUnits
  >,
);

export const priceAdjustmentSchema = z.union([
  z.object({ percent: z.number().int().min(-100).max(1000) }),
  z.object({ perMinute: perCurrency }),
]) satisfies z.ZodType<PriceAdjustment>;

const optionValueSchema = z.object({
  label: z.string(),
  status: z.enum(serviceOptionStatuses),
  position: z.number().int(),
  adjustment: priceAdjustmentSchema,
}) satisfies z.ZodType<ServiceOptionValue>;

const modifierSchema = z.object({
  label: z.string(),
  description: z.string(),
  kind: z.enum(['speakerId', 'surcharge']),
  status: z.enum(serviceOptionStatuses),
  optional: z.boolean(),
  position: z.number().int(),
  adjustment: priceAdjustmentSchema,
}) satisfies z.ZodType<PriceModifier>;

export const transcriptionServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  description: z.string(),
  status: z.enum(serviceStatuses),
  streaming: z.boolean(),
  turnaroundWarning: z.boolean(),
  meetingDetails: z.enum(meetingDetailsForms),
  basePrices: perCurrency,
  turnaround: z.record(z.string(), optionValueSchema),
  speakers: z.record(z.string(), optionValueSchema),
  timestamps: z.record(z.string(), optionValueSchema),
  priceCalculationElements: z.record(z.string(), modifierSchema),
}) satisfies z.ZodType<TranscriptionService>;

export const serviceListSchema = z.array(transcriptionServiceSchema);

const optionKey = z.string().trim().min(1).max(40);
/** A database id: a positive 32-bit integer (a bigger one would fail in the query, not here). */
const serviceId = z.coerce.number().int().positive().max(2_147_483_647);

/** Service options as the portal sends them (snake_case, form-encoded or JSON). */
export const serviceOptionsInputSchema = z.object({
  id: serviceId,
  turnaround: z.coerce.number().int().positive(),
  speakers: optionKey,
  timestamps: optionKey.optional(),
  client_comments: freeText(2000).optional(),
  price_calculation_elements: z.record(optionKey, flag).optional(),
  reject_cart_reminders: flag.optional(),
});
export type ServiceOptionsInput = z.infer<typeof serviceOptionsInputSchema>;

export const durationSchema = z.coerce
  .number({ error: 'Duration must be a number of seconds' })
  .int({ error: 'Duration must be a whole number of seconds' })
  .min(1, { error: 'Duration must be at least 1 second' })
  .max(MAX_DURATION_SECONDS, { error: 'Duration must be at most 100 hours' });

const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Invalid email' }).max(254));

export const estimatePriceQuerySchema = z.object({
  duration: durationSchema,
  currency: currencySchema,
  // Only the turnaround is not needed: the estimate answers for every turnaround.
  service_options: serviceOptionsInputSchema.extend({
    turnaround: z.coerce.number().int().positive().optional(),
  }),
  email: emailField.optional(),
  tracking_cookie: z.string().max(200).optional(),
});

const linePriceSchema = z.object({
  fullPrice: minorUnits,
  price: minorUnits,
  grossPrice: minorUnits,
}) satisfies z.ZodType<LinePrice>;

/** Turnaround seconds → the line's prices at that turnaround, in minor units. */
export const priceEstimateSchema = z.record(z.string(), linePriceSchema);

const name = freeText(100).pipe(z.string().min(1, { error: 'Required' }));

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
  tracking_cookie: z.string().max(200).optional(),
  captcha: z.string().max(4000).optional(),
});

export const serviceListQuerySchema = z.object({
  status: z.enum(serviceStatuses).optional(),
});

export const serviceFormQuerySchema = z.object({
  id: serviceId,
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
      priceLabel: z.string().nullable(),
      locked: z.boolean(),
    }),
  ),
}) satisfies z.ZodType<ServiceOptionsFormModel>;
