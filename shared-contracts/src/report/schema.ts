import { z } from 'zod';
import {
  INVOICE_BULK_MAX,
  PAYMENT_REPORT_FILE_ROWS,
  PAYMENT_REPORT_FILE_ROWS_MAX,
} from '../common/limits.ts';
import { INVOICE_REPORT_TYPE, reportFormats, reportSpanError } from './rules.ts';
import { projectStatuses, UserStatus } from '../common/statuses.ts';
import { invoiceTexts } from '../invoice/invoices-texts.ts';
import { reportTexts } from './reports-texts.ts';
import { listOf } from '../common/page-schema.ts';
import { flag, idSchema, lineText } from '../common/wire-schema.ts';
import { calendarDay, calendarMonth } from '../common/dates-schema.ts';

const day = calendarDay(reportTexts.day);

const userStatus = z.coerce
  .number<number>()
  .pipe(z.literal(Object.values(UserStatus), { error: 'Must be a user status code' }));

/** The span's fault, if any, reported on its end. */
const checkSpan = (ctx: z.core.ParsePayload<{ from_date: string; to_date: string }>) => {
  const message = reportSpanError(ctx.value.from_date, ctx.value.to_date);
  if (message) ctx.issues.push({ code: 'custom', path: ['to_date'], message, input: ctx.value });
};

/**
 * The reports form (staff spec section 3) as a report's query: the span of days (UK time, both
 * ends included) and the filters each report uses (the others it ignores); `format` is csv or
 * xlsx. The form's `types` are the reports it asks for, one GET /v1/report/{type} each.
 */
export const reportQuerySchema = z
  .object({
    from_date: day,
    to_date: day,
    format: z.enum(reportFormats).default('csv'),
    project_status: listOf(z.enum(projectStatuses)).optional(),
    mobile_only: flag.optional(),
    typist_status: listOf(userStatus).optional(),
    client_name: lineText(255).optional(),
    company_name: lineText(255).optional(),
    is_business_account: flag.optional(),
  })
  .check(checkSpan);
export type ReportInput = z.output<typeof reportQuerySchema>;

/** GET /v1/report/typist-activity-report: every day's active time of each person and job. */
export const activityReportQuerySchema = z
  .object({ from_date: day, to_date: day, typist_status: listOf(userStatus).optional() })
  .check(checkSpan);
export type ActivityReportInput = z.output<typeof activityReportQuerySchema>;

const invoiceIds = listOf(idSchema, INVOICE_BULK_MAX).pipe(
  z
    .array(idSchema)
    .min(1)
    .max(INVOICE_BULK_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { error: invoiceTexts.duplicateInvoice }),
);

/**
 * GET /v1/report/invoice-payment-report: the bank's payment files for the selected invoices,
 * `limit` payments a file (several files come as one zip).
 */
export const paymentReportQuerySchema = z.object({
  invoices: invoiceIds,
  limit: z.coerce
    .number<number>()
    .int()
    .min(1)
    .max(PAYMENT_REPORT_FILE_ROWS_MAX)
    .default(PAYMENT_REPORT_FILE_ROWS),
});
export type PaymentReportInput = z.output<typeof paymentReportQuerySchema>;

/** GET /v1/report/invoice: a month's typist invoices as a QuickBooks bills import. */
export const invoiceReportQuerySchema = z.object({
  type: z.literal(INVOICE_REPORT_TYPE, { error: reportTexts.invoiceType }),
  month: calendarMonth(invoiceTexts.month),
});
export type InvoiceReportInput = z.output<typeof invoiceReportQuerySchema>;
