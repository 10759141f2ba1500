import { parse } from 'csv-parse/sync';
import type { LightMyRequestResponse } from 'fastify';
import type { Currency } from '@portal/contracts/common/constants';
import type { PaymentType } from '@portal/contracts/common/statuses';
import { typistActivity } from '../../db/schema.ts';
import type { TestContext } from '../../test/helper.ts';
import { firstSheet } from '../../test/xlsx.ts';
import { recordOrder, totalsOf } from '../payment/order.ts';
import { mediaOf } from '../project/test-fixtures.ts';

/** A media of an order: its length and prices (minor units), in a project or none. */
export interface OrderedItem {
  duration: number;
  price: number;
  grossPrice: number;
  projectId?: number;
}

/** An order of the client placed at `at` (UTC), as checkout records it. */
export async function orderOf(
  t: TestContext,
  clientId: number,
  at: string,
  items: OrderedItem[],
  { currency = 'GBP' as Currency, paymentType = 'pre_paid' as PaymentType } = {},
) {
  const lines = [];
  for (const item of items) {
    const row = await mediaOf(t.db, clientId, {
      status: 'uploaded',
      duration: item.duration,
      projectId: item.projectId ?? null,
    });
    lines.push({ row, fullPrice: item.price, price: item.price, grossPrice: item.grossPrice });
  }
  return recordOrder(t.db, {
    clientId,
    placedBy: null,
    paymentType,
    paymentId: null,
    lines,
    totals: totalsOf(lines, currency, null, false),
    projectId: undefined,
    at: new Date(at),
  });
}

/** Active seconds of a person on a job on a day (UK), as the editor records them. */
export const activityOf = (
  t: TestContext,
  userId: number,
  jobId: number,
  day: string,
  seconds: number,
) => t.db.insert(typistActivity).values({ userId, jobId, day, seconds, updatedAt: t.clock.now() });

/** A CSV answer's rows, keyed by its header line. */
export const csvRows = (response: LightMyRequestResponse) =>
  parse(response.rawPayload, { bom: true, columns: true }) as Record<string, string>[];

/** An XLSX answer's rows (header first), each cell's value as the sheet holds it. */
export async function xlsxRows(response: LightMyRequestResponse) {
  const sheet = await firstSheet(response.rawPayload);
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
