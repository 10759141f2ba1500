import type { Args } from '../routes/contract.ts';
import type { reportRoutes } from './routes.ts';
import { DEFAULT_FILE_NAMES } from '../common/constants.ts';
import {
  INVOICE_REPORT_TYPE,
  invoiceReportFileName,
  reportFileName,
  type ReportType,
} from './rules.ts';
import { downloadFile } from '../media/download-client.ts';
import { toFormBody } from '../app/encode.ts';

type Routes = typeof reportRoutes;

/** The reports form's filters as the report routes take them (camelCase; sent snake_case). */
export type ReportQuery = Args<Routes['GET /v1/report/client'], 'querystring'>;
export type ActivityReportQuery = Args<
  Routes['GET /v1/report/typist-activity-report'],
  'querystring'
>;

const withQuery = (path: string, query: object) =>
  `${path}?${toFormBody(query as Record<string, unknown>).toString()}`;

/**
 * Saves one report of the reports form (GET /v1/report/{type}) as CSV or XLSX, under the name
 * the server gives it. Rejects with an ApiError. These inject no endpoint: files are not cached.
 *   await dispatch(downloadReport('client', { from_date: '2026-01-01', to_date: '2026-01-31' }));
 */
export const downloadReport = (type: ReportType, query: ReportQuery) =>
  downloadFile(withQuery(`/v1/report/${type}`, query), reportFileName(type, query.format ?? 'csv'));

/** Saves the typist activity report (activity-report CSV). */
export const downloadActivityReport = (query: ActivityReportQuery) =>
  downloadFile(
    withQuery('/v1/report/typist-activity-report', query),
    DEFAULT_FILE_NAMES.activityReport,
  );

/**
 * Saves the payment report of the selected invoices (`limit` payments a file): one CSV, or
 * `<id>_report.zip` of several. Making it stamps the invoices with its id.
 */
export const downloadPaymentReport = (invoices: readonly number[], limit?: number) =>
  downloadFile(
    withQuery('/v1/report/invoice-payment-report', { invoices, limit }),
    DEFAULT_FILE_NAMES.reportSuffix.slice(1),
  );

/** Saves a month's typist invoices as a QuickBooks bills import CSV. */
export const downloadInvoiceReport = (month: string) =>
  downloadFile(
    withQuery('/v1/report/invoice', { type: INVOICE_REPORT_TYPE, month }),
    invoiceReportFileName(month),
  );
