import { eq } from 'drizzle-orm';
import { mediaDeadline } from '@portal/contracts/job/deadlines';
import type { Currency } from '@portal/contracts/common/constants';
import type { PaymentType } from '@portal/contracts/common/statuses';
import type { Db } from '../../db/index.ts';
import { jobs, media, orderMedia, orders } from '../../db/schema.ts';
import type { MediaRow } from '../../db/rows.ts';
import { deriveMediaProgress } from '../job/progress.ts';
import { liveSessionsOf } from '../live-booking/sessions.ts';

/** A media priced by the engine: before discounts, after them (ex VAT), and with VAT. */
export interface OrderLine {
  row: MediaRow;
  fullPrice: number;
  price: number;
  grossPrice: number;
}

/** How an order is paid: on the business account, or by a card payment (its PaymentIntent). */
export type Payment =
  | { kind: 'business_account' }
  | {
      kind: 'card';
      paymentId: string;
      /** What the card was charged: the order must cost exactly this. */
      amount: number;
      currency: string;
    };

export interface OrderTotals {
  currency: Currency;
  fullPrice: number;
  price: number;
  vat: number;
  grossPrice: number;
  couponCode: string | null;
  emailVatReceipt: boolean;
}

const sumOf = (lines: OrderLine[], pick: (line: OrderLine) => number) =>
  lines.reduce((total, line) => total + pick(line), 0);

export function totalsOf(
  lines: OrderLine[],
  currency: Currency,
  couponCode: string | null,
  emailVatReceipt: boolean,
): OrderTotals {
  return {
    currency,
    fullPrice: sumOf(lines, (line) => line.fullPrice),
    price: sumOf(lines, (line) => line.price),
    grossPrice: sumOf(lines, (line) => line.grossPrice),
    vat: sumOf(lines, (line) => line.grossPrice - line.price),
    couponCode,
    emailVatReceipt,
  };
}

export interface NewOrder {
  clientId: number;
  /** The admin who ordered for the client, if one did. */
  placedBy: number | null;
  paymentType: PaymentType;
  /** The card payment's PaymentIntent. */
  paymentId: string | null;
  lines: OrderLine[];
  totals: OrderTotals;
  /** Where media outside any project go. */
  projectId: number | undefined;
  at: Date;
}

/**
 * What an order writes, in the caller's transaction: the order and its media, each media
 * ordered at its line's prices with its deadline from the turnaround, and one available job over
 * each whole duration. A live session's job is a notes job, and its notes are due the turnaround
 * after the meeting ends. Checkout and the demo data share it, so demo orders look like real ones.
 */
export async function recordOrder(tx: Db, order: NewOrder): Promise<number> {
  const { lines, at } = order;
  const [row] = await tx
    .insert(orders)
    .values({
      ...order.totals,
      userId: order.clientId,
      placedBy: order.placedBy,
      paymentType: order.paymentType,
      paymentId: order.paymentId,
      createdAt: at,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('The order was not created');
  const live = await liveSessionsOf(
    tx,
    lines.map((line) => line.row.id),
  );
  await tx
    .insert(orderMedia)
    .values(lines.map((line) => ({ orderId: row.id, mediaId: line.row.id })));
  for (const line of lines)
    await tx
      .update(media)
      .set({
        status: 'ordered',
        fullPrice: line.fullPrice,
        price: line.price,
        grossPrice: line.grossPrice,
        currency: order.totals.currency,
        projectId: line.row.projectId ?? order.projectId,
        deadline: mediaDeadline(
          live.get(line.row.id)?.endsAt ?? at,
          line.row.serviceOptions?.turnaround ?? 0,
        ),
        updatedAt: at,
      })
      .where(eq(media.id, line.row.id));
  await tx.insert(jobs).values(
    lines.map((line) => ({
      mediaId: line.row.id,
      type: live.has(line.row.id) ? ('notes' as const) : ('default' as const),
      start: 0,
      end: Math.max(1, line.row.duration ?? 1),
      status: 'available' as const,
      createdAt: at,
      updatedAt: at,
    })),
  );
  // Unassigned, unless its rendition failed before the order.
  for (const line of lines) await deriveMediaProgress(tx, line.row.id, at);
  return row.id;
}
