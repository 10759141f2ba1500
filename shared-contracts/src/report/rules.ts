/**
 * Reports (staff spec sections 3, 7 and 9): the report types a super admin downloads with the
 * reports form, the file formats, and the file names each gets.
 */
import { DEFAULT_FILE_NAMES } from '../common/constants.ts';
import { REPORT_MAX_DAYS } from '../common/limits.ts';
import { reportTexts } from './reports-texts.ts';

/** The reports form's types: each is GET /v1/report/{type}. */
export const reportTypes = [
  'client',
  'quickbook-report',
  'transcriber-update',
  'typist-activity-group-by-user-report',
  'typist-status-report',
] as const;
export type ReportType = (typeof reportTypes)[number];

export const reportTypeLabels: Record<ReportType, string> = {
  client: 'Clients',
  'quickbook-report': 'QuickBooks sales',
  'transcriber-update': 'Transcriber update',
  'typist-activity-group-by-user-report': 'Typist activity by user',
  'typist-status-report': 'Typist status',
};

/** The form's filters besides the dates. */
export type ReportFilter =
  | 'projectStatus'
  | 'mobileOnly'
  | 'typistStatus'
  | 'clientName'
  | 'companyName'
  | 'isBusinessAccount';

const clientFilters = ['projectStatus', 'clientName', 'companyName', 'isBusinessAccount'] as const;

/**
 * The filters each report reads (the spec names the form's fields, not which report uses which):
 * the client reports the projects' and clients', the typist reports the typists' status, and the
 * two that list typists to reach also whether they have a mobile. A report ignores the others.
 */
export const reportFilters: Record<ReportType, readonly ReportFilter[]> = {
  client: clientFilters,
  'quickbook-report': clientFilters,
  'transcriber-update': ['typistStatus', 'mobileOnly'],
  'typist-activity-group-by-user-report': ['typistStatus', 'mobileOnly'],
  'typist-status-report': ['typistStatus'],
};

const DAY_MS = 86_400_000;

/**
 * What is wrong with a report's span of days (YYYY-MM-DD, both ends included), if anything: it
 * runs forwards and covers at most REPORT_MAX_DAYS days.
 */
export function reportSpanError(from: string, to: string): string | undefined {
  if (from > to) return reportTexts.backwards;
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  return days > REPORT_MAX_DAYS ? reportTexts.tooLong(REPORT_MAX_DAYS) : undefined;
}

export const reportFormats = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof reportFormats)[number];

/** The QuickBooks import of typist invoices (GET /v1/report/invoice?type=typist_invoices_qb). */
export const INVOICE_REPORT_TYPE = 'typist_invoices_qb';

/**
 * The name a report downloads under: an XLSX is `report.xslx`, the spec's default name as it
 * spells it; a CSV is named by its type (`client-report.csv`).
 */
export const reportFileName = (type: ReportType, format: ReportFormat): string =>
  format === 'xlsx' ? DEFAULT_FILE_NAMES.reportXlsx : `${type.replace(/-report$/, '')}-report.csv`;

/** A payment report of one file is a CSV; of several, `<id>_report.zip`. */
export const paymentReportFileName = (id: number, files: number): string =>
  files > 1 ? `${id}${DEFAULT_FILE_NAMES.reportSuffix}` : `${id}_payment-report.csv`;

/** The QuickBooks CSV of a month's typist invoices. */
export const invoiceReportFileName = (month: string): string => `${month}_typist-invoices-qb.csv`;
