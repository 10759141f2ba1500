import { and, eq, isNull, or } from 'drizzle-orm';
import type { CreateMediaImportInput, MediaImport } from '@portal/contracts/media-import/schema';
import { mediaImportTexts } from '@portal/contracts/media-import/texts';
import type { Db } from '../../db/index.ts';
import { mediaImports } from '../../db/schema.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import { ApiError } from '../../lib/http-errors.ts';
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

/**
 * POST /v1/media/import: the import recorded (its options checked as an upload's are) and its
 * fetch queued, in one transaction. `requestedById`: the admin importing for a client.
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
