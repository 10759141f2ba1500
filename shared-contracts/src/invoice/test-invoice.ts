import type { Invoice } from './schema.ts';
import type { Page } from '../common/page-schema.ts';

/** 2 November 2026, 09:00 UTC: when the October invoices were raised. */
const raisedAt = Date.UTC(2026, 10, 2, 9, 0) / 1000;

/**
 * An invoice as GET /v1/invoice answers it: the test typist's (id 8, as testUser(Role.TYPIST)
 * is) for October 2026, raised, number 100 + id, paying three jobs £123.45 in all.
 */
export function testInvoice(id: number, overrides: Partial<Invoice> = {}): Invoice {
  return {
    id,
    shortId: `INV${id}`,
    invoiceNumber: 100 + id,
    typistId: 8,
    typistName: 'Tom Typist',
    jobsCount: 3,
    status: 'raised',
    createdAt: raisedAt,
    monthStamp: '2026-10',
    amountTotal: 12_345,
    newBankInformation: false,
    paymentReportId: null,
    ...overrides,
  };
}

/** One page of invoices, as GET /v1/invoice answers it. */
export const invoicePageOf = (invoices: Invoice[], total = invoices.length): Page<Invoice> => ({
  result: invoices,
  total,
  page: 1,
  pageSize: 50,
});
