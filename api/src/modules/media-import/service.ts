import { and, count, eq, isNull, notExists, or } from 'drizzle-orm';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import { CART_LIMIT } from '@portal/contracts/common/constants';
import type { CreateMediaImportInput, MediaImport } from '@portal/contracts/media-import/schema';
import { mediaImportTexts } from '@portal/contracts/media-import/texts';
import type { Db } from '../../db/index.ts';
import { cartMedia, carts, mediaImports } from '../../db/schema.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import type { Owner } from '../../lib/owner.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { checkedOptions } from '../pricing/options.ts';
import { enqueueMediaImport } from './task.ts';

export type MediaImportRow = typeof mediaImports.$inferSelect;

export const toMediaImport = (row: MediaImportRow): MediaImport => ({
  id: row.id,
  url: row.url,
  state: row.state,
  received: row.received,
  size: row.size,
  mediaId: row.mediaId,
  error: row.error,
});

const importsOf = (owner: Owner) =>
  'userId' in owner
    ? eq(mediaImports.userId, owner.userId)
    : and(isNull(mediaImports.userId), eq(mediaImports.sessionId, owner.sessionId));

/**
 * The files the owner's cart holds or will: its media, and the imports still fetching whose
 * media is not in it yet. The cart is locked (when there is one) for the caller's transaction,
 * so imports asked at once for one cart count each other; processing holds the limit anyway.
 */
async function cartFilesOf(tx: Db, owner: Owner): Promise<number> {
  const [cart] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(
      'userId' in owner
        ? eq(carts.userId, owner.userId)
        : and(isNull(carts.userId), eq(carts.sessionId, owner.sessionId)),
    )
    .for('update');
  const [held] = cart
    ? await tx.select({ n: count() }).from(cartMedia).where(eq(cartMedia.cartId, cart.id))
    : [];
  const inCart = tx
    .select({ mediaId: cartMedia.mediaId })
    .from(cartMedia)
    .where(eq(cartMedia.mediaId, mediaImports.mediaId));
  const [fetching] = await tx
    .select({ n: count() })
    .from(mediaImports)
    .where(
      and(
        importsOf(owner),
        eq(mediaImports.state, 'fetching'),
        or(isNull(mediaImports.mediaId), notExists(inCart)),
      ),
    );
  return (held?.n ?? 0) + (fetching?.n ?? 0);
}

/**
 * POST /v1/media/import: the import recorded (its options checked as an upload's are) and its
 * fetch queued, in one transaction; refused at once, as a file's processing is, when the cart
 * has no room left for it. `requestedById`: the admin importing for a client.
 */
export async function requestImport(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  owner: Owner,
  requestedById: number | null,
  input: DomainInput<CreateMediaImportInput>,
): Promise<MediaImport> {
  const serviceOptions = await checkedOptions(deps.db, input.serviceOptions);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    if ((await cartFilesOf(tx, owner)) >= CART_LIMIT)
      throw new RequestValidationError([
        { field: 'media', message: checkoutTexts.cartLimitReached },
      ]);
    const [row] = await tx
      .insert(mediaImports)
      .values({
        ...('userId' in owner ? { userId: owner.userId } : { sessionId: owner.sessionId }),
        requestedById,
        url: input.url,
        title: input.title || null,
        currency: input.currency,
        serviceOptions: serviceOptions ?? null,
        projectId: input.projectId ?? null,
        state: 'fetching',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('The import was not recorded');
    await enqueueMediaImport(tx, row.id);
    return toMediaImport(row);
  });
}

/** GET /v1/media/import/{id}: the owner's import, or one the caller asked for a client; else 404. */
export async function findImport(db: Db, owner: Owner, id: number): Promise<MediaImport> {
  const seen =
    'userId' in owner
      ? or(eq(mediaImports.userId, owner.userId), eq(mediaImports.requestedById, owner.userId))
      : and(isNull(mediaImports.userId), eq(mediaImports.sessionId, owner.sessionId));
  const [row] = await db
    .select()
    .from(mediaImports)
    .where(and(eq(mediaImports.id, id), seen));
  if (!row) throw new ApiError(404, mediaImportTexts.notFound);
  return toMediaImport(row);
}
