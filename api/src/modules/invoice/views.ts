import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { can } from '@portal/contracts/policy/policy';
import type {
  Invoice,
  InvoiceDetail,
  InvoiceListInput,
  MonthInvoiceInput,
} from '@portal/contracts/invoice/schema';
import type { Db } from '../../db/index.ts';
import { invoiceLines, invoices, users } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import { containing } from '../../lib/like.ts';
import { seconds } from '../../lib/time.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

const typistName = sql<string>`${users.firstname} || ' ' || ${users.lastname}`;

const invoiceView = (row: InvoiceRow, name: string): Invoice => ({
  id: row.id,
  shortId: row.shortId,
  invoiceNumber: row.number,
  typistId: row.typistId,
  typistName: name,
  jobsCount: row.jobsCount,
  status: row.status,
  createdAt: seconds(row.createdAt),
  monthStamp: row.month,
  amountTotal: row.amountTotal,
  newBankInformation: row.newBankInformation,
  paymentReportId: row.paymentReportId,
});

const withTypist = (db: Db) =>
  db
    .select({ row: invoices, name: typistName })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.typistId));

/** The invoice as listed. */
export async function invoiceAnswer(db: Db, id: number): Promise<Invoice> {
  const [found] = await withTypist(db).where(eq(invoices.id, id));
  return invoiceView(found!.row, found!.name);
}

/** The invoice with its lines, in the order they were written. */
export async function invoiceDetail(db: Db, id: number): Promise<InvoiceDetail> {
  const lines = await db
    .select({
      jobId: invoiceLines.jobId,
      adHocChargeId: invoiceLines.adHocChargeId,
      description: invoiceLines.description,
      seconds: invoiceLines.seconds,
      rate: invoiceLines.rate,
      ratePercent: invoiceLines.ratePercent,
      amount: invoiceLines.amount,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.id));
  return { ...(await invoiceAnswer(db, id)), lines };
}

async function invoicePage(
  db: Db,
  where: SQL | undefined,
  paging: { page: number; pageSize: number },
) {
  const [rows, [counted]] = await Promise.all([
    withTypist(db)
      .where(where)
      .orderBy(desc(invoices.number))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db
      .select({ total: count() })
      .from(invoices)
      .innerJoin(users, eq(users.id, invoices.typistId))
      .where(where),
  ]);
  return {
    result: rows.map(({ row, name }) => invoiceView(row, name)),
    total: counted?.total ?? 0,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

const commonFilters = (query: {
  status?: Invoice['status'][];
  shortId?: string;
  month?: string;
}) => [
  query.status ? inArray(invoices.status, query.status) : undefined,
  query.shortId ? ilike(invoices.shortId, containing(query.shortId)) : undefined,
  query.month ? eq(invoices.month, query.month) : undefined,
];

/** GET /v1/invoice: a typist's own invoices, whatever typist they name; admins' by any typist. */
export function listInvoices(db: Db, actor: Actor, query: DomainInput<InvoiceListInput>) {
  const typistId = can(actor, 'invoice.readOwn') ? actor.userId : query.typistId;
  return invoicePage(
    db,
    and(...commonFilters(query), typistId ? eq(invoices.typistId, typistId) : undefined),
    query,
  );
}

/** GET /v1/month-invoice: the admins' table, newest number first. */
export function listMonthInvoices(db: Db, query: DomainInput<MonthInvoiceInput>) {
  return invoicePage(
    db,
    and(
      ...commonFilters(query),
      query.typistName ? ilike(typistName, containing(query.typistName)) : undefined,
    ),
    query,
  );
}
