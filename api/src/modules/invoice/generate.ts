import { and, eq, inArray, min, sql } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { invoiceTexts as texts } from '@portal/contracts/invoice/invoices-texts';
import { mayRegenerateInvoice, portalMonth } from '@portal/contracts/invoice/rules';
import type { InvoiceDetail, InvoiceGenerateInput } from '@portal/contracts/invoice/schema';
import type { Db } from '../../db/index.ts';
import { adHocCharges, invoiceLines, invoices, jobs, users } from '../../db/schema.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import { newShortId } from '../project/new-project.ts';
import { linesFor, type NewInvoiceLine } from './lines.ts';
import { invoiceDetail, type InvoiceRow } from './views.ts';

// Every generation and re-generation holds this lock for its transaction: numbers are taken as
// max + 1 one at a time (none skipped, none twice), and a charge is invoiced once.
const INVOICE_LOCK = 7_246_190;

const lockInvoicing = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(${INVOICE_LOCK})`);

/** The lines written for the invoice, the charges among them marked as on it; the totals. */
async function writeLines(tx: Db, invoiceId: number, lines: NewInvoiceLine[]) {
  if (lines.length > 0)
    await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId })));
  const chargeIds = lines.flatMap((line) => (line.adHocChargeId ? [line.adHocChargeId] : []));
  if (chargeIds.length > 0)
    await tx.update(adHocCharges).set({ invoiceId }).where(inArray(adHocCharges.id, chargeIds));
  return {
    amountTotal: lines.reduce((sum, line) => sum + line.amount, 0),
    jobsCount: lines.filter((line) => line.adHocChargeId === null).length,
  };
}

async function ensureTypist(db: Db, userId: number): Promise<void> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (user?.role !== Role.TYPIST)
    throw new RequestValidationError([{ field: 'user_id', message: texts.notTypist }]);
}

const refuseMonth = (message: string) => new RequestValidationError([{ field: 'month', message }]);

function ensureBegun(month: string, now: Date): void {
  if (month > portalMonth(now)) throw refuseMonth(texts.futureMonth);
}

/** No work is older than the portal's first job, so no month before it has any to pay. */
async function ensureAfterFirstJob(db: Db, month: string): Promise<void> {
  const [first] = await db.select({ at: min(jobs.createdAt) }).from(jobs);
  const firstMonth = first?.at ? portalMonth(first.at) : undefined;
  if (firstMonth && month < firstMonth) throw refuseMonth(texts.beforeFirstJob(firstMonth));
}

/**
 * The typist's invoice for the month, raised and numbered next, in the caller's transaction; or,
 * changing nothing, the one they already have for it, or nothing when the month has no work for
 * them (no line to pay, so no number used up).
 */
export async function raiseInvoice(
  tx: Db,
  typistId: number,
  month: string,
  now: Date,
): Promise<{ row?: InvoiceRow; existing?: InvoiceRow }> {
  await lockInvoicing(tx);
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.typistId, typistId), eq(invoices.month, month)));
  if (existing) return { existing };
  const lines = await linesFor(tx, typistId, month);
  if (lines.length === 0) return {};
  const [last] = await tx
    .select({ number: sql<number>`coalesce(max(${invoices.number}), 0)::int` })
    .from(invoices);
  const [row] = await tx
    .insert(invoices)
    .values({
      number: (last?.number ?? 0) + 1,
      shortId: newShortId(),
      typistId,
      month,
      status: 'raised',
      amountTotal: 0,
      jobsCount: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const totals = await writeLines(tx, row!.id, lines);
  const [raised] = await tx
    .update(invoices)
    .set(totals)
    .where(eq(invoices.id, row!.id))
    .returning();
  return { row: raised! };
}

/**
 * GET /v1/invoice/generate: the typist's invoice for a month that has begun, since the first
 * job, with work of theirs to pay (422 naming the field otherwise); a second one for the same
 * month is refused (409): re-generate instead.
 */
export async function generateInvoice(
  db: Db,
  input: DomainInput<InvoiceGenerateInput>,
  now: Date,
): Promise<InvoiceDetail> {
  ensureBegun(input.month, now);
  await ensureTypist(db, input.userId);
  await ensureAfterFirstJob(db, input.month);
  const { row, existing } = await db.transaction((tx) =>
    raiseInvoice(tx, input.userId, input.month, now),
  );
  if (existing) throw new ApiError(409, texts.alreadyGenerated(existing.number));
  if (!row) throw refuseMonth(texts.noWork);
  return invoiceDetail(db, row.id);
}

/**
 * GET /v1/invoice/re-generate/{id}: the invoice's lines built again from its month's work as it
 * stands, its charges released and taken again; number, status and short id kept. Refused
 * (409) once paid or void.
 */
export async function regenerateInvoice(db: Db, id: number, now: Date): Promise<InvoiceDetail> {
  await db.transaction(async (tx) => {
    await lockInvoicing(tx);
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
    if (!row) throw new ApiError(404, texts.notFound);
    if (!mayRegenerateInvoice(row.status))
      throw new ApiError(409, texts.notRegenerable(row.status));
    await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, id));
    await tx.update(adHocCharges).set({ invoiceId: null }).where(eq(adHocCharges.invoiceId, id));
    const totals = await writeLines(tx, id, await linesFor(tx, row.typistId, row.month));
    await tx
      .update(invoices)
      .set({ ...totals, updatedAt: now })
      .where(eq(invoices.id, id));
  });
  return invoiceDetail(db, id);
}
