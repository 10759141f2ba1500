import type { Readable } from 'node:stream';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BulkDownload } from '@portal/contracts/documents/schema';
import type { DocumentType } from '@portal/contracts/common/constants';
import { documentTexts } from '@portal/contracts/media/texts';
import { projectCan } from '@portal/contracts/project/access';
import { bulkDownloads } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { scheduleTask } from '../../lib/schedule.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { projectAccess } from '../project-permission/access.ts';
import { BULK_DOWNLOAD_KEEP_MS, enqueueBulkDownload } from './bulk-download-task.ts';

type BulkDownloadDeps = Pick<ServiceDeps, 'db' | 'storage' | 'now' | 'log'>;
type BulkDownloadRow = typeof bulkDownloads.$inferSelect;

const seconds = (at: Date): number => Math.floor(at.getTime() / 1000);

const viewOf = (row: BulkDownloadRow): BulkDownload => ({
  id: row.id,
  projectId: row.projectId,
  documentType: row.documentType,
  status: row.status,
  done: row.done,
  total: row.total,
  error: row.error,
  expiresAt: seconds(row.expiresAt),
});

/**
 * A project's zip to make in the background for the actor, who may read the project: `total`
 * transcripts of the media listed (none: all). The same request again while its zip is being
 * made answers that one, so asking twice never makes it twice.
 */
export async function queueBulkDownload(
  deps: BulkDownloadDeps,
  actor: Actor,
  projectId: number,
  wanted: { documentType: DocumentType; mediaIds: number[]; total: number },
): Promise<BulkDownload> {
  const mediaIds = [...new Set(wanted.mediaIds)].sort((a, b) => a - b);
  return deps.db.transaction(async (tx) => {
    const [underWay] = await tx
      .select()
      .from(bulkDownloads)
      .where(
        and(
          eq(bulkDownloads.ownerId, actor.userId),
          eq(bulkDownloads.projectId, projectId),
          eq(bulkDownloads.documentType, wanted.documentType),
          sql`${bulkDownloads.mediaIds} = ${JSON.stringify(mediaIds)}::jsonb`,
          inArray(bulkDownloads.status, ['queued', 'running']),
        ),
      );
    if (underWay) return viewOf(underWay);
    const at = deps.now();
    const [created] = await tx
      .insert(bulkDownloads)
      .values({
        ownerId: actor.userId,
        projectId,
        documentType: wanted.documentType,
        mediaIds,
        status: 'queued',
        total: wanted.total,
        createdAt: at,
        updatedAt: at,
        expiresAt: new Date(at.getTime() + BULK_DOWNLOAD_KEEP_MS),
      })
      .returning();
    if (!created) throw new Error('The bulk download was not created');
    await enqueueBulkDownload(tx, created.id);
    return viewOf(created);
  });
}

/**
 * The actor's own bulk download, while they may still read its project (the immediate zip's
 * rule); anyone else's, or one expired, is the 404 of one that never was.
 */
async function ownBulkDownload(
  deps: Pick<ServiceDeps, 'db'>,
  actor: Actor,
  id: number,
): Promise<BulkDownloadRow> {
  const [row] = await deps.db
    .select()
    .from(bulkDownloads)
    .where(and(eq(bulkDownloads.id, id), eq(bulkDownloads.ownerId, actor.userId)));
  if (!row || !projectCan.read(await projectAccess(deps.db, actor, row.projectId)))
    throw new ApiError(404, documentTexts.bulkDownloadNotFound);
  return row;
}

/** GET /v1/bulk-download/{id}: how far the zip is. */
export const bulkDownloadOf = async (
  deps: Pick<ServiceDeps, 'db'>,
  actor: Actor,
  id: number,
): Promise<BulkDownload> => viewOf(await ownBulkDownload(deps, actor, id));

/** GET /v1/bulk-download/{id}/file: the zip's bytes as a stream, once it is ready (else 409). */
export async function bulkDownloadFile(
  deps: BulkDownloadDeps,
  actor: Actor,
  id: number,
): Promise<{ stream: Readable; size: number }> {
  const row = await ownBulkDownload(deps, actor, id);
  if (row.status !== 'ready' || !row.storageKey)
    throw new ApiError(409, row.error ?? documentTexts.bulkDownloadNotReady);
  const kept = await deps.storage.head(row.storageKey);
  if (!kept) throw new ApiError(404, documentTexts.bulkDownloadNotFound);
  return { stream: await deps.storage.read(row.storageKey), size: kept.size };
}

/**
 * Removes the bulk downloads past `expiresAt`, their files first: a file that outlives its row
 * would never be found again. Answers how many.
 */
export async function removeExpiredBulkDownloads(deps: BulkDownloadDeps): Promise<number> {
  const expired = await deps.db
    .select({ id: bulkDownloads.id, storageKey: bulkDownloads.storageKey })
    .from(bulkDownloads)
    .where(lte(bulkDownloads.expiresAt, deps.now()));
  for (const row of expired) {
    if (row.storageKey) await deps.storage.delete(row.storageKey);
    await deps.db.delete(bulkDownloads).where(eq(bulkDownloads.id, row.id));
  }
  return expired.length;
}

const CLEANUP_EVERY_MS = 3_600_000;

/** Expired bulk downloads are removed at start, then every hour. */
export function scheduleBulkDownloadCleanup(app: FastifyInstance, deps: BulkDownloadDeps): void {
  scheduleTask(app, 'bulk download cleanup', CLEANUP_EVERY_MS, async () => {
    const removed = await removeExpiredBulkDownloads(deps);
    if (removed > 0) app.log.info({ removed }, 'removed expired bulk downloads');
  });
}
