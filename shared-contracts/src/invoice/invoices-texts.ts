import type { InvoiceStatus } from '../common/statuses.ts';

/**
 * The admin invoices screen's texts, word for word (staff spec section 8), and what the invoice
 * routes answer when they refuse (the spec leaves those open).
 */
export const invoiceTexts = {
  loadFailed: 'We had a problem loading invoices',
  paymentReportFailed: 'We had a problem downloading payment report',
  statusUpdated: (count: number) => `Successfully updated status for ${count} invoice(s)`,
  statusUpdateFailed: 'We had a problem updating status',
  regenerateFailed: 'We had a problem re-generating typist invoice',
  typistsFailed: 'We had a problem getting list of typists',
  generated: 'Invoice generated successfully',
  generateFailed: 'We had a problem generating invoice',

  pdfFailed: (number: number) => `Invoice ${number} could not be downloaded`,
  notFound: 'Invoice not found',
  month: 'Choose a month as YYYY-MM.',
  futureMonth: 'Invoices cannot be generated for a month that has not begun.',
  /** A month before the portal's first job (YYYY-MM): no work can be in it. */
  beforeFirstJob: (firstMonth: string) =>
    `The first job was in ${firstMonth}: there is no work to invoice before it.`,
  noWork: 'This typist has no finished work or charges to invoice for that month.',
  notTypist: 'Choose a typist.',
  alreadyGenerated: (number: number) =>
    `This typist already has invoice ${number} for that month: re-generate it instead.`,
  notRegenerable: (status: InvoiceStatus) => `A ${status} invoice cannot be re-generated.`,
  statusMove: (from: InvoiceStatus, to: InvoiceStatus) =>
    `A ${from} invoice cannot be marked ${to}.`,
  missingInvoice: (id: number) => `Invoice ${id} does not exist.`,
  duplicateInvoice: 'Each invoice may be listed once.',
} as const;
