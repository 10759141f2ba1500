import { asc, eq, inArray } from 'drizzle-orm';
import { invoiceTexts as texts } from '@portal/contracts/invoice/invoices-texts';
import { mayMoveInvoice } from '@portal/contracts/invoice/rules';
import type { ApiFieldError } from '@portal/contracts/common/errors';
import type { Invoice, InvoiceBulkUpdateInput } from '@portal/contracts/invoice/schema';
import type { InvoiceStatus } from '@portal/contracts/common/statuses';
import type { Db } from '../../db/index.ts';
import { invoices } from '../../db/schema.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import { invoiceAnswer } from './views.ts';

/** PUT /v1/invoice/{id}: the new status, when the move is allowed (else 422 naming status). */
export async function updateInvoiceStatus(
  db: Db,
  id: number,
  status: InvoiceStatus,
  now: Date,
): Promise<Invoice> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
    if (!row) throw new ApiError(404, texts.notFound);
    if (!mayMoveInvoice(row.status, status))
      throw new RequestValidationError([
        { field: 'status', message: texts.statusMove(row.status, status) },
      ]);
    await tx.update(invoices).set({ status, updatedAt: now }).where(eq(invoices.id, id));
  });
  return invoiceAnswer(db, id);
}

/**
 * PUT /v1/invoice/bulk-update: every named invoice gets the status, or none does. A missing
 * invoice or a refused move is a 422 naming its place in `ids`.
 */
export async function bulkUpdateInvoiceStatus(
  db: Db,
  { ids, status }: InvoiceBulkUpdateInput,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: invoices.id, status: invoices.status })
      .from(invoices)
      .where(inArray(invoices.id, ids))
      .orderBy(asc(invoices.id))
      .for('update');
    const statusOf = new Map(rows.map((row) => [row.id, row.status]));
    const errors = ids.flatMap((id, index): ApiFieldError[] => {
      const from = statusOf.get(id);
      if (!from) return [{ field: `ids[${index}]`, message: texts.missingInvoice(id) }];
      return mayMoveInvoice(from, status)
        ? []
        : [{ field: `ids[${index}]`, message: texts.statusMove(from, status) }];
    });
    if (errors.length > 0) throw new RequestValidationError(errors);
    await tx.update(invoices).set({ status, updatedAt: now }).where(inArray(invoices.id, ids));
  });
  return { updated: ids.length, message: texts.statusUpdated(ids.length) };
}
