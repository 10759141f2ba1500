import { and, eq, sql } from 'drizzle-orm';
import { linePrice, serviceOptionsProblems } from '@portal/contracts/services/pricing';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import type { Db } from '../../db/index.ts';
import { media } from '../../db/schema.ts';

const unpriced = { fullPrice: null, price: null, grossPrice: null };

/**
 * After a service changes, its media not ordered yet (in a cart or waiting for one) are priced
 * again, so the cart shows what checkout, which prices every line again, will charge. Ordered
 * media keep the prices they were sold at. A media whose options the change withdrew (the
 * service, or one of its choices, no longer active) loses its prices: its client chooses again.
 */
export async function repriceUnorderedMedia(
  tx: Db,
  service: TranscriptionService,
  vatPercent: number,
  now: Date,
): Promise<void> {
  const rows = await tx
    .select()
    .from(media)
    .where(
      and(eq(media.status, 'uploaded'), sql`(${media.serviceOptions}->>'id')::int = ${service.id}`),
    );
  for (const row of rows) {
    if (!row.serviceOptions || row.duration === null) continue;
    const priceable =
      service.status === 'active' &&
      serviceOptionsProblems(service, row.serviceOptions).length === 0;
    const prices = priceable
      ? linePrice(service, row.serviceOptions, row.duration, { currency: row.currency, vatPercent })
      : unpriced;
    await tx
      .update(media)
      .set({ ...prices, updatedAt: now })
      .where(eq(media.id, row.id));
  }
}
