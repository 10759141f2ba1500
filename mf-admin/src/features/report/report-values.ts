import type { ProjectStatus, UserStatus } from '@portal/contracts';
import { portalMonth, previousMonth } from '@portal/contracts/invoice/rules';
import {
  reportSpanError,
  type ReportFormat,
  type ReportType,
} from '@portal/contracts/report/rules';
import type { ActivityReportQuery, ReportQuery } from '@portal/contracts/report/reports-client';
import { addPortalDays } from '@portal/contracts/common/portal-time';

/**
 * The reports form (staff spec section 3), its fields named as the API's in camelCase, so a
 * refusal of `to_date` lands under toDate. Checkboxes hold their values as strings.
 */
export interface ReportValues {
  types: ReportType[];
  fromDate: string;
  toDate: string;
  format: ReportFormat;
  projectStatus: ProjectStatus[];
  mobileOnly: boolean;
  typistStatus: string[];
  clientName?: string;
  companyName?: string;
  isBusinessAccount: boolean;
}

/** Last month on the portal's (UK) clock: YYYY-MM, and its first and last days. */
export function lastMonth(now: Date) {
  const thisMonth = portalMonth(now);
  const month = previousMonth(thisMonth);
  return { month, fromDate: `${month}-01`, toDate: addPortalDays(`${thisMonth}-01`, -1) };
}

/** The form as it opens: last month, as CSV, every filter open but the typists' status kept. */
export function reportDefaults(now: Date, typistStatus: string[]): ReportValues {
  const { fromDate, toDate } = lastMonth(now);
  return {
    types: [],
    fromDate,
    toDate,
    format: 'csv',
    projectStatus: [],
    mobileOnly: false,
    typistStatus,
    isBusinessAccount: false,
  };
}

/** The span rules of the report routes, checked before asking. */
export function spanErrors({ fromDate, toDate }: ReportValues): Partial<Record<'toDate', string>> {
  const error = fromDate && toDate ? reportSpanError(fromDate, toDate) : undefined;
  return error ? { toDate: error } : {};
}

const typistStatuses = (values: ReportValues) =>
  values.typistStatus.map((status) => Number(status) as UserStatus);

/** The typist activity report's query: the span and the typists' status. */
export const activityQueryOf = (values: ReportValues): ActivityReportQuery => ({
  fromDate: values.fromDate,
  toDate: values.toDate,
  ...(values.typistStatus.length > 0 && { typistStatus: typistStatuses(values) }),
});

/** A report's query, leaving out the filters not set (the flags only when ticked). */
export const reportQueryOf = (values: ReportValues): ReportQuery => ({
  ...activityQueryOf(values),
  format: values.format,
  ...(values.projectStatus.length > 0 && { projectStatus: values.projectStatus }),
  ...(values.mobileOnly && { mobileOnly: true }),
  ...(values.clientName?.trim() && { clientName: values.clientName }),
  ...(values.companyName?.trim() && { companyName: values.companyName }),
  ...(values.isBusinessAccount && { isBusinessAccount: true }),
});

const formFields = new Set<string>([
  'fromDate',
  'toDate',
  'format',
  'projectStatus',
  'mobileOnly',
  'typistStatus',
  'clientName',
  'companyName',
  'isBusinessAccount',
]);

/** The form's field a refusal names (a list's item goes to its list); else the whole form. */
export const reportFormField = (field: string): string | undefined => {
  const name = field.replace(/[.[].*$/, '');
  return formFields.has(name) ? name : undefined;
};
