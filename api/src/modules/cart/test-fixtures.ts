import { randomUUID } from 'node:crypto';
import type { Currency } from '@portal/contracts/common/constants';
import { linePrice } from '@portal/contracts/services/pricing';
import type { ServiceOptions } from '@portal/contracts/services/rules';
import type { Db } from '../../db/index.ts';
import { media } from '../../db/schema.ts';
import { findService } from '../services/service.ts';
import { putMediaInCart } from './cart-items.ts';
import type { Owner } from '../../lib/owner.ts';

// IVB at 7 days for one speaker: the plainest options of the seeded catalogue (£1.10 a minute).
export const plainIvb: ServiceOptions = {
  id: 1,
  turnaround: 604_800,
  speakers: '1',
  priceCalculationElements: {},
};

/** A media as processing leaves it: uploaded, duration read, priced by the engine. */
export async function processedMedia(
  db: Db,
  owner: Owner,
  duration: number,
  {
    currency = 'GBP' as Currency,
    at = new Date(),
    options = plainIvb as ServiceOptions | null,
  } = {},
) {
  const service = options ? await findService(db, options.id) : undefined;
  const prices =
    service && options ? linePrice(service, options, duration, { currency, vatPercent: 20 }) : {};
  const [row] = await db
    .insert(media)
    .values({
      ...('userId' in owner ? { userId: owner.userId } : { sessionId: owner.sessionId }),
      title: `Recording ${duration}s`,
      extension: 'mp3',
      mime: 'audio/mpeg',
      size: 1000,
      status: 'uploaded',
      duration,
      billedDuration: Math.ceil(duration / 60) * 60,
      serviceOptions: options,
      currency,
      ...prices,
      storageKey: randomUUID(),
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!row) throw new Error('no media');
  return row;
}

export const intoCart = (
  db: Db,
  owner: Owner,
  ids: number[],
  { currency = 'GBP' as Currency, at = new Date() } = {},
) => db.transaction((tx) => putMediaInCart(tx, owner, ids, currency, at));
