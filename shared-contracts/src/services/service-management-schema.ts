import { z } from 'zod';
import { CURRENCIES, type Currency } from '../common/constants.ts';
import { errorTexts } from '../common/errors.ts';
import {
  SERVICE_CODE_MAX_LENGTH,
  SERVICE_DESCRIPTION_MAX_LENGTH,
  SERVICE_LABEL_MAX_LENGTH,
  SERVICE_NAME_MAX_LENGTH,
  SERVICE_OPTION_KEY_MAX_LENGTH,
  SERVICE_PRICE_MAX,
  SERVICE_ROWS_MAX,
} from '../common/limits.ts';
import { meetingDetailsForms } from '../meeting-details/forms.ts';
import { serviceOptionStatuses, serviceStatuses } from '../common/statuses.ts';
import { serviceTexts } from './texts.ts';
import { transcriptionServiceSchema } from './schema.ts';
import { flag, freeText, lineText } from '../common/wire-schema.ts';
import { unixTimeMsValue } from '../common/dates-schema.ts';

/**
 * A service as super admins manage it (staff spec sections 3 and 7): the catalogue's answer plus
 * what only they see, and the body they write it with.
 */

const rate = z.number().int().min(0);

/** Grade ("1" to "3") → minor units (GBP) a typist earns per minute; a grade left out earns nothing. */
export const gradeRatesSchema = z.object({
  1: rate.optional(),
  2: rate.optional(),
  3: rate.optional(),
});

/** The answer to a super admin: what typists earn, and the version an edit must be based on. */
export const managedServiceSchema = transcriptionServiceSchema
  .extend({
    typistGradeRates: gradeRatesSchema,
    notesTypistRates: gradeRatesSchema,
    /** Milliseconds: sent back with an edit, which a later change refuses (409). */
    updatedAt: z.number().int(),
  })
  .meta({ id: 'ManagedService' });
export type ManagedService = z.output<typeof managedServiceSchema>;

/** GET /v1/new-service/{id}: the management fields are there for super admins only. */
export const serviceViewSchema = transcriptionServiceSchema.extend(
  managedServiceSchema
    .pick({ typistGradeRates: true, notesTypistRates: true, updatedAt: true })
    .partial().shape,
);

// The write body comes form-encoded (all text) or as JSON: a number field reads either, and an
// empty form field is no answer rather than zero.
const formNumber = (schema: z.ZodNumber) =>
  z.preprocess(
    (value: number | string) =>
      value === '' ? undefined : typeof value === 'string' ? Number(value) : value,
    schema,
  );
const formText = (value: string | number) => (typeof value === 'number' ? String(value) : value);

const money = formNumber(z.number().int().min(0).max(SERVICE_PRICE_MAX));
const label = (max: number) =>
  freeText(max).pipe(z.string().min(1, { error: errorTexts.required }));

/** A price in minor units for each currency, no other currency. */
const pricesInput = z.strictObject(
  Object.fromEntries(Object.keys(CURRENCIES).map((code) => [code, money])) as Record<
    Currency,
    typeof money
  >,
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? serviceTexts.unknownCurrency(issue.keys) : undefined,
  },
);

/** How an option or add-on changes the price: a percentage, or an amount a minute per currency. */
const adjustmentInput = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('percent'),
    percent: formNumber(z.number().int().min(-100).max(1000)),
  }),
  z.object({ type: z.literal('per_minute'), per_minute: pricesInput }),
]);
export type AdjustmentInput = z.input<typeof adjustmentInput>;

/** Rows whose `key` must be unique; a repeat is named at its own row. */
const uniqueRows = <Row extends z.ZodObject>(
  row: Row,
  key: keyof z.output<Row> & string,
  message: string,
) =>
  z
    .array(row)
    .max(SERVICE_ROWS_MAX)
    .superRefine((rows, context) => {
      const seen = new Set<unknown>();
      rows.forEach((item, index) => {
        const value = (item as Record<string, unknown>)[key];
        if (seen.has(value)) context.addIssue({ code: 'custom', path: [index, key], message });
        seen.add(value);
      });
    });

const optionKey = z.preprocess(formText, lineText(SERVICE_OPTION_KEY_MAX_LENGTH).min(1));
const turnaroundSeconds = z.preprocess(
  formText,
  lineText(9).regex(/^[1-9]\d*$/, { error: serviceTexts.turnaroundValue }),
);

/** One value of an option, in screen order: the value the client's choice sends, its label… */
const optionRow = <Value extends z.ZodType<string, string | number>>(value: Value) =>
  z.object({
    value,
    label: label(SERVICE_LABEL_MAX_LENGTH),
    status: z.enum(serviceOptionStatuses),
    adjustment: adjustmentInput,
  });

/** An add-on the client switches on (priceCalculationElements), named as the client sends it. */
const addOnRow = z.object({
  name: lineText(SERVICE_OPTION_KEY_MAX_LENGTH).regex(/^[a-z][a-z0-9_]*$/, {
    error: serviceTexts.addOnName,
  }),
  label: label(SERVICE_LABEL_MAX_LENGTH),
  description: freeText(SERVICE_DESCRIPTION_MAX_LENGTH),
  kind: z.enum(['speakerId', 'surcharge']),
  status: z.enum(serviceOptionStatuses),
  optional: flag,
  adjustment: adjustmentInput,
});

const gradeRateRow = z.object({
  grade: formNumber(z.number().int()).pipe(z.literal([1, 2, 3])),
  /** Left out: the grade earns nothing on this service. */
  rate: money.optional(),
});

/**
 * POST /v1/new-service: a whole service. Lists rather than maps, because a form body cannot key
 * a map by a number (turnaround seconds, grades): each row's place is its position on screen.
 */
export const serviceInputSchema = z.object({
  name: label(SERVICE_NAME_MAX_LENGTH),
  short_name: lineText(SERVICE_CODE_MAX_LENGTH).regex(/^[A-Z0-9]{2,10}$/, {
    error: serviceTexts.codePattern,
  }),
  description: freeText(SERVICE_DESCRIPTION_MAX_LENGTH, { multiline: true }).pipe(
    z.string().min(1, { error: errorTexts.required }),
  ),
  status: z.enum(serviceStatuses),
  streaming: flag.default(false),
  turnaround_warning: flag.default(false),
  meeting_details: z.enum(meetingDetailsForms),
  base_prices: pricesInput,
  turnaround: uniqueRows(optionRow(turnaroundSeconds), 'value', serviceTexts.duplicateValue).min(1),
  speakers: uniqueRows(optionRow(optionKey), 'value', serviceTexts.duplicateValue).min(1),
  timestamps: uniqueRows(optionRow(optionKey), 'value', serviceTexts.duplicateValue).default([]),
  price_calculation_elements: uniqueRows(addOnRow, 'name', serviceTexts.duplicateValue).default([]),
  typist_grade_rates: uniqueRows(gradeRateRow, 'grade', serviceTexts.duplicateGrade).default([]),
  notes_typist_rates: uniqueRows(gradeRateRow, 'grade', serviceTexts.duplicateGrade).default([]),
});
export type ServiceInput = z.output<typeof serviceInputSchema>;

/** PUT /v1/new-service/{id}: the whole service again, on the version it was read at. */
export const serviceUpdateSchema = serviceInputSchema.extend({
  updated_at: formNumber(unixTimeMsValue),
});
export type ServiceUpdateInput = z.output<typeof serviceUpdateSchema>;
