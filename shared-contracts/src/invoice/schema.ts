import { z } from 'zod';
import { INVOICE_BULK_MAX, INVOICE_PAGE_SIZE, MONTH_INVOICE_PAGE_SIZE } from '../common/limits.ts';
import { invoiceStatuses } from '../common/statuses.ts';
import { invoiceTexts } from './invoices-texts.ts';
import { listOf, pageOf, pageQuery } from '../common/page-schema.ts';
import { idSchema, lineText } from '../common/wire-schema.ts';
import { calendarMonth } from '../common/dates-schema.ts';

const month = calendarMonth(invoiceTexts.month);
const status = z.enum(invoiceStatuses);

/** A typist's invoice as listed (staff spec section 3, Invoice row). Money in GBP minor units. */
export const invoiceSchema = z
  .object({
    id: z.number().int(),
    shortId: z.string(),
    /** Gapless, from 1: the number the typist and finance quote. */
    invoiceNumber: z.number().int(),
    typistId: z.number().int(),
    typistName: z.string(),
    jobsCount: z.number().int(),
    status,
    /** Unix seconds. */
    createdAt: z.number().int(),
    /** YYYY-MM on the portal's clock: the month whose work it pays. */
    monthStamp: z.string(),
    amountTotal: z.number().int(),
    newBankInformation: z.boolean(),
    paymentReportId: z.number().int().nullable(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.output<typeof invoiceSchema>;

/** One line of an invoice: a finished job's pay (seconds × rate a minute × percent) or a charge. */
export const invoiceLineSchema = z.object({
  jobId: z.number().int().nullable(),
  adHocChargeId: z.number().int().nullable(),
  description: z.string(),
  seconds: z.number().int().nullable(),
  rate: z.number().int().nullable(),
  ratePercent: z.number().int().nullable(),
  amount: z.number().int(),
});
export type InvoiceLine = z.output<typeof invoiceLineSchema>;

/** An invoice with its lines: what generating or re-generating answers. */
export const invoiceDetailSchema = invoiceSchema
  .extend({ lines: z.array(invoiceLineSchema) })
  .meta({ id: 'InvoiceDetail' });
export type InvoiceDetail = z.output<typeof invoiceDetailSchema>;

export const invoicePageSchema = pageOf(invoiceSchema);

const filters = {
  status: listOf(status).optional(),
  short_id: lineText(20).optional(),
};

/** GET /v1/invoice: a typist's own invoices; admins any, by typist and month too. */
export const invoiceListQuerySchema = z.object({
  ...pageQuery(INVOICE_PAGE_SIZE),
  ...filters,
  month: month.optional(),
  typist_id: idSchema.optional(),
});
export type InvoiceListInput = z.output<typeof invoiceListQuerySchema>;

/** GET /v1/month-invoice: the admins' table, a month (or every month) 100 a page. */
export const monthInvoiceQuerySchema = z.object({
  ...pageQuery(MONTH_INVOICE_PAGE_SIZE),
  ...filters,
  month: month.optional(),
  typist_name: lineText(255).optional(),
});
export type MonthInvoiceInput = z.output<typeof monthInvoiceQuerySchema>;

/** GET /v1/invoice/generate: a typist's invoice for a month that has begun. */
export const invoiceGenerateQuerySchema = z.object({ month, user_id: idSchema });
export type InvoiceGenerateInput = z.output<typeof invoiceGenerateQuerySchema>;

/** PUT /v1/invoice/{id}. */
export const invoiceUpdateSchema = z.object({ status });
export type InvoiceUpdateInput = z.output<typeof invoiceUpdateSchema>;

/** PUT /v1/invoice/bulk-update: one status for several invoices, all or none. */
export const invoiceBulkUpdateSchema = z.object({
  ids: z
    .array(idSchema)
    .min(1)
    .max(INVOICE_BULK_MAX)
    .refine((ids) => new Set(ids).size === ids.length, {
      error: invoiceTexts.duplicateInvoice,
    }),
  status,
});
export type InvoiceBulkUpdateInput = z.output<typeof invoiceBulkUpdateSchema>;

/** How many invoices changed, and the spec's text saying so. */
export const invoiceBulkResultSchema = z.object({
  updated: z.number().int(),
  message: z.string(),
});
