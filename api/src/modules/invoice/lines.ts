import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { formatDuration } from '@portal/contracts/media/format';
import { jobTypeLabels, type JobStatus } from '@portal/contracts/common/statuses';
import type { Db } from '../../db/index.ts';
import { adHocCharges, jobs, media } from '../../db/schema.ts';
import { lineAmount, paidSeconds } from './arithmetic.ts';
import { monthBounds } from './month.ts';

export type NewInvoiceLine = {
  jobId: number | null;
  adHocChargeId: number | null;
  description: string;
  seconds: number | null;
  rate: number | null;
  ratePercent: number | null;
  amount: number;
};

/**
 * The jobs an invoice pays: finished and approved (done, or substandard at a lower percent), or
 * since merged into their media's transcript. A job still waiting for its proofreader
 * (partial-done) may yet be sent back, so it waits for a re-generate.
 */
export const paidJobStatuses: readonly JobStatus[] = ['done', 'substandard', 'merged'];

/** The typist's paid jobs finished in the month (portal clock), as invoice lines. */
async function jobLines(tx: Db, typistId: number, month: string): Promise<NewInvoiceLine[]> {
  const { from, to } = monthBounds(month);
  const rows = await tx
    .select({ job: jobs, title: media.title })
    .from(jobs)
    .innerJoin(media, eq(media.id, jobs.mediaId))
    .where(
      and(
        eq(jobs.typistId, typistId),
        inArray(jobs.status, [...paidJobStatuses]),
        gte(jobs.finishedAt, from),
        lt(jobs.finishedAt, to),
      ),
    )
    .orderBy(asc(jobs.finishedAt), asc(jobs.id));
  return rows.map(({ job, title }) => {
    const seconds = paidSeconds(job);
    const range = `${formatDuration(job.start)}–${formatDuration(job.end)}`;
    return {
      jobId: job.id,
      adHocChargeId: null,
      description: `${title} (${range}, ${jobTypeLabels[job.type]})`,
      seconds,
      rate: job.rate,
      ratePercent: job.ratePercent,
      amount: lineAmount({ seconds, rate: job.rate, ratePercent: job.ratePercent }),
    };
  });
}

/**
 * The typist's ad-hoc charges on no invoice yet, made before the month ended, locked so the
 * charges API cannot change one while it is being invoiced. Typists are paid in pounds: a charge
 * in another currency is not theirs to be paid on this invoice.
 */
async function chargeLines(tx: Db, typistId: number, month: string): Promise<NewInvoiceLine[]> {
  const rows = await tx
    .select()
    .from(adHocCharges)
    .where(
      and(
        eq(adHocCharges.kind, 'typist'),
        eq(adHocCharges.typistId, typistId),
        eq(adHocCharges.currency, 'GBP'),
        isNull(adHocCharges.invoiceId),
        lt(adHocCharges.createdAt, monthBounds(month).to),
      ),
    )
    .orderBy(asc(adHocCharges.createdAt), asc(adHocCharges.id))
    .for('update');
  return rows.map((charge) => ({
    jobId: charge.jobId,
    adHocChargeId: charge.id,
    description: charge.description,
    seconds: null,
    rate: null,
    ratePercent: null,
    amount: charge.amount,
  }));
}

/** Everything the typist is owed for the month, jobs first. */
export async function linesFor(tx: Db, typistId: number, month: string) {
  return [...(await jobLines(tx, typistId, month)), ...(await chargeLines(tx, typistId, month))];
}
