import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { addPortalDays, portalTime } from '@portal/contracts/common/portal-time';
import { invoiceReportFileName } from '@portal/contracts/report/rules';
import type { InvoiceReportInput } from '@portal/contracts/report/schema';
import type { Db } from '../../db/index.ts';
import { invoiceLines, invoices, users } from '../../db/schema.ts';
import { tabularStream, type Column } from '../../lib/tabular-file.ts';

/** Bills fall due this many days after they are raised. */
const PAYMENT_TERMS_DAYS = 30;
/** The QuickBooks expense account typists' bills are booked to. */
const ACCOUNT = 'Transcription costs';
/** Lines read from the database at a time while the file streams. */
const PAGE_ROWS = 1000;

interface BillLine {
  lineId: number;
  number: number;
  supplier: string;
  month: string;
  createdAt: Date;
  description: string;
  amount: number;
}

/** The day a bill is raised on the portal's clock, as UK files write it: DD/MM/YYYY. */
const ukDate = (date: string) => date.split('-').reverse().join('/');
const billDate = (line: BillLine) => portalTime(line.createdAt).date;

const columns: Column<BillLine>[] = [
  { header: 'Bill No', kind: 'integer', value: (line) => line.number },
  { header: 'Supplier', kind: 'text', value: (line) => line.supplier },
  { header: 'Bill Date', kind: 'text', value: (line) => ukDate(billDate(line)) },
  {
    header: 'Due Date',
    kind: 'text',
    value: (line) => ukDate(addPortalDays(billDate(line), PAYMENT_TERMS_DAYS)),
  },
  { header: 'Memo', kind: 'text', value: (line) => `Transcription ${line.month}` },
  { header: 'Account', kind: 'text', value: () => ACCOUNT },
  { header: 'Line Description', kind: 'text', value: (line) => line.description },
  { header: 'Line Amount', kind: 'money', value: (line) => line.amount },
  { header: 'Currency', kind: 'text', value: () => 'GBP' },
];

/**
 * The lines of the month's invoices but the void ones, by invoice number and then as written,
 * read a page at a time after the last one read.
 */
async function* billLines(db: Db, month: string): AsyncGenerator<BillLine[]> {
  let after = { number: 0, lineId: 0 };
  for (;;) {
    const page = await db
      .select({
        lineId: invoiceLines.id,
        number: invoices.number,
        supplier: sql<string>`${users.firstname} || ' ' || ${users.lastname}`,
        month: invoices.month,
        createdAt: invoices.createdAt,
        description: invoiceLines.description,
        amount: invoiceLines.amount,
      })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .innerJoin(users, eq(users.id, invoices.typistId))
      .where(
        and(
          eq(invoices.month, month),
          ne(invoices.status, 'void'),
          sql`(${invoices.number}, ${invoiceLines.id}) > (${after.number}, ${after.lineId})`,
        ),
      )
      .orderBy(asc(invoices.number), asc(invoiceLines.id))
      .limit(PAGE_ROWS);
    yield page;
    const last = page.at(-1);
    if (!last || page.length < PAGE_ROWS) return;
    after = { number: last.number, lineId: last.lineId };
  }
}

/**
 * GET /v1/report/invoice?type=typist_invoices_qb: the month's typist invoices, void ones left
 * out, as a QuickBooks Online bills import, one row per invoice line; a bill's lines sum to the
 * invoice's total. A month without invoices is the header alone.
 */
export async function invoiceReport(db: Db, input: InvoiceReportInput) {
  return {
    stream: await tabularStream('csv', columns, billLines(db, input.month)),
    fileName: invoiceReportFileName(input.month),
  };
}
