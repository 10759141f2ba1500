/**
 * What the report routes answer when they refuse, and the reports screen's own texts (the spec
 * gives none for reports beyond the admin invoices' payment report text, kept in invoiceTexts).
 */
export const reportTexts = {
  day: 'Choose a date as YYYY-MM-DD.',
  backwards: 'The start date must be on or before the end date.',
  tooLong: (days: number) => `A report covers at most ${days} days.`,
  futureStart: 'The start date cannot be in the future.',
  invoiceType: 'Choose the typist_invoices_qb report.',
  missingInvoices: (ids: readonly number[]) => `These invoices do not exist: ${ids.join(', ')}.`,
  voidInvoices: (numbers: readonly number[]) =>
    `Void invoices are not paid: ${numbers.join(', ')}.`,
  activityReportOff: 'The activity report is not available.',
  downloadFailed: 'We had a problem downloading the report',
  downloaded: (name: string) => `Downloaded ${name}`,
} as const;
