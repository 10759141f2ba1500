import { z } from 'zod';
import {
  AD_HOC_CHARGE_DESCRIPTION_MAX_LENGTH,
  AD_HOC_CHARGE_MAX_AMOUNT,
  AD_HOC_CHARGE_PAGE_SIZE,
} from '../common/limits.ts';
import { adHocChargeTexts } from './texts.ts';
import { pageOf, pageQuery } from '../common/page-schema.ts';
import { currencySchema } from '../user/schema.ts';
import { idSchema, lineText } from '../common/wire-schema.ts';

/**
 * An ad-hoc charge (staff spec section 7): a one-off amount an admin adds, a client's on a
 * project's cost breakdown, or a typist's, about a job, on their next invoice.
 */
export const adHocChargeKinds = ['client', 'typist'] as const;
export type AdHocChargeKind = (typeof adHocChargeKinds)[number];

/** Minor units, more than nothing; a number sent as text is read as one. */
const amount = z.coerce
  .number<number>({ error: adHocChargeTexts.amount })
  .int({ error: adHocChargeTexts.amount })
  .min(1, { error: adHocChargeTexts.amount })
  .max(AD_HOC_CHARGE_MAX_AMOUNT, { error: adHocChargeTexts.amount });
const description = lineText(AD_HOC_CHARGE_DESCRIPTION_MAX_LENGTH).min(1);

export const adHocChargeSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(adHocChargeKinds),
    projectId: z.number().int().nullable(),
    jobId: z.number().int().nullable(),
    typistId: z.number().int().nullable(),
    typistName: z.string().nullable(),
    description: z.string(),
    /** Minor units of `currency`. */
    amount: z.number().int(),
    currency: currencySchema,
    /** The typist's invoice it is on; once set, the charge no longer changes. */
    invoiceId: z.number().int().nullable(),
    /** Unix seconds. */
    createdAt: z.number().int(),
  })
  .meta({ id: 'AdHocCharge' });
export type AdHocCharge = z.output<typeof adHocChargeSchema>;
export const adHocChargePageSchema = pageOf(adHocChargeSchema);

/** GET /v1/ad-hoc-charge: the newest first. */
export const adHocChargeListQuerySchema = z.object({
  ...pageQuery(AD_HOC_CHARGE_PAGE_SIZE),
  project_id: idSchema.optional(),
  job_id: idSchema.optional(),
  typist_id: idSchema.optional(),
  kind: z.enum(adHocChargeKinds).optional(),
});
export type AdHocChargeListInput = z.output<typeof adHocChargeListQuerySchema>;

/**
 * POST /v1/ad-hoc-charge. Without a kind, a charge naming only a project is the client's, any
 * other the typist's; a typist's charge about a job pays the job's typist unless told. A
 * client's charge is in its project owner's currency, a typist's in GBP (the invoices' currency).
 */
export const adHocChargeCreateSchema = z.object({
  kind: z.enum(adHocChargeKinds).optional(),
  project_id: idSchema.optional(),
  job_id: idSchema.optional(),
  typist_id: idSchema.optional(),
  description,
  amount,
  currency: currencySchema.optional(),
});
export type AdHocChargeCreateInput = z.output<typeof adHocChargeCreateSchema>;

/** PUT /v1/ad-hoc-charge/{id}: what changes, while the charge is on no invoice. */
export const adHocChargeUpdateSchema = z.object({
  description: description.optional(),
  amount: amount.optional(),
});
export type AdHocChargeUpdateInput = z.output<typeof adHocChargeUpdateSchema>;

/** A client's charge as the project's cost breakdown shows it. */
export const additionalChargeSchema = adHocChargeSchema.pick({
  id: true,
  description: true,
  amount: true,
  currency: true,
});
export type AdditionalCharge = z.output<typeof additionalChargeSchema>;
