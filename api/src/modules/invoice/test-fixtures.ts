import { Role } from '@portal/contracts/policy/roles';
import type { JobType } from '@portal/contracts/common/statuses';
import { adHocCharges, type jobs } from '../../db/schema.ts';
import type { TestContext } from '../../test/helper.ts';
import { jobOn, orderedMedia } from '../job/test-fixtures.ts';
import { person } from '../project/test-fixtures.ts';

export interface Work {
  typistId: number;
  /** When the typist finished it (UTC). */
  finishedAt: string;
  start?: number;
  end?: number;
  rate?: number;
  ratePercent?: number;
  type?: JobType;
  customDuration?: number | null;
  status?: (typeof jobs.$inferSelect)['status'];
}

/**
 * A job of the typist on a fresh media of the client, finished and approved unless told; made
 * when it was finished, so no job is younger than its work.
 */
export async function finishedJob(t: TestContext, clientId: number, work: Work) {
  const item = await orderedMedia(t, clientId, 3600);
  const finishedAt = new Date(work.finishedAt);
  return jobOn(t, item, {
    createdAt: finishedAt,
    typistId: work.typistId,
    start: work.start ?? 0,
    end: work.end ?? 600,
    rate: work.rate ?? 100,
    ratePercent: work.ratePercent ?? 100,
    type: work.type ?? 'default',
    customDuration: work.customDuration ?? null,
    status: work.status ?? 'done',
    finishedAt,
  });
}

/** A new typist with one finished 10-minute job at 100p (£10) in the month, mid-month. */
export async function typistWithWork(t: TestContext, clientId: number, month: string) {
  const typist = await person(t, 'Tina', Role.TYPIST);
  await finishedJob(t, clientId, { typistId: typist.id, finishedAt: `${month}-14T10:00:00Z` });
  return typist;
}

/** A typist's ad-hoc charge, on no invoice yet. */
export async function typistCharge(
  t: TestContext,
  typistId: number,
  amount: number,
  createdAt: string,
  currency: 'GBP' | 'USD' = 'GBP',
) {
  const at = new Date(createdAt);
  const [row] = await t.db
    .insert(adHocCharges)
    .values({
      kind: 'typist',
      typistId,
      description: 'Extra speaker identification',
      amount,
      currency,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row!;
}
