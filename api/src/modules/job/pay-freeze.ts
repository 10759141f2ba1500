import { and, eq, ne } from 'drizzle-orm';
import { errorTexts } from '@portal/contracts/common/errors';
import { jobTexts } from '@portal/contracts/job/texts';
import { refusalOf, type PaySubject } from '@portal/contracts/policy/policy';
import type { Db } from '../../db/index.ts';
import { invoiceLines, invoices } from '../../db/schema.ts';
import { ApiError } from '../../lib/http-errors.ts';
import type { JobChange } from './change.ts';

/** The invoice that pays the job, unless void: it holds the job's pay as it was invoiced. */
async function payingInvoice(tx: Db, jobId: number): Promise<PaySubject['invoice']> {
  const [row] = await tx
    .select({ number: invoices.number, status: invoices.status })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoiceLines.jobId, jobId), ne(invoices.status, 'void')))
    .limit(1);
  return row ? { number: String(row.number), status: row.status } : null;
}

/**
 * Before a change to the job's pay (rate percent, custom duration, inaudibles): the policy's
 * word on it, a 409 naming the invoice that holds the pay until that invoice is voided.
 */
export async function ensurePayOpen(change: JobChange): Promise<void> {
  const invoice = await payingInvoice(change.tx, change.job.id);
  const refusal = refusalOf(change.actor, 'job.changePay', { invoice });
  if (refusal?.reason === 'invoiced')
    throw new ApiError(409, jobTexts.payInvoiced(refusal.invoiceNumber));
  if (refusal) throw new ApiError(403, errorTexts.unauthorized);
}
