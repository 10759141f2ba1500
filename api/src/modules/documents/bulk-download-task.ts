import { open, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { documentTexts } from '@portal/contracts/media/texts';
import { projectCan } from '@portal/contracts/project/access';
import type { Db } from '../../db/index.ts';
import { bulkDownloads, users } from '../../db/schema.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { enqueueTask, type TaskDefinition } from '../../lib/task-queue.ts';
import { projectAccess } from '../project-permission/access.ts';
import { writeZip, zipItems } from './zip-writer.ts';

const bulkDownloadPayload = z.object({ bulkDownloadId: z.number().int().positive() });
type BulkDownloadPayload = z.input<typeof bulkDownloadPayload>;

declare module '../../lib/task-queue.ts' {
  interface TaskPayloads {
    'bulk-download': BulkDownloadPayload;
  }
}

type BulkDownloadDeps = Pick<ServiceDeps, 'db' | 'storage' | 'now' | 'log'>;
type BulkDownloadRow = typeof bulkDownloads.$inferSelect;

/**
 * A zip is kept this long from when it is asked for, and again from when it is ready: time to
 * come back for it the same day, while storage never becomes an archive of copies.
 */
export const BULK_DOWNLOAD_KEEP_MS = 24 * 3_600_000;

/** Where a bulk download's zip is kept: a new attempt replaces what a cut-short one left. */
export const bulkDownloadKey = (id: number): string => `bulk-download-${id}.zip`;

/** Makes the zip in the background once the caller's transaction commits; once per zip. */
export const enqueueBulkDownload = (db: Db, bulkDownloadId: number) =>
  enqueueTask(db, {
    kind: 'bulk-download',
    payload: { bulkDownloadId },
    key: `bulk-download:${bulkDownloadId}`,
    maxAttempts: 3,
  });

/** The zip, taken for this attempt: running from none done. None when gone, ready or failed. */
async function claim({ db, now }: BulkDownloadDeps, id: number) {
  const [row] = await db
    .update(bulkDownloads)
    .set({ status: 'running', done: 0, error: null, updatedAt: now() })
    .where(and(eq(bulkDownloads.id, id), inArray(bulkDownloads.status, ['queued', 'running'])))
    .returning();
  return row;
}

/** Changes the zip while this attempt runs it; false when it was removed meanwhile. */
async function record(
  { db, now }: BulkDownloadDeps,
  id: number,
  changes: Partial<BulkDownloadRow>,
): Promise<boolean> {
  const updated = await db
    .update(bulkDownloads)
    .set({ ...changes, updatedAt: now() })
    .where(and(eq(bulkDownloads.id, id), eq(bulkDownloads.status, 'running')))
    .returning({ id: bulkDownloads.id });
  return updated.length > 0;
}

/** Removed (expired) while it was made: the attempt stops. */
class BulkDownloadRemoved extends Error {}

/** The transcripts, as the owner may still read them now: their access may have changed. */
async function itemsOf(db: Db, row: BulkDownloadRow) {
  const [owner] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, row.ownerId));
  const actor = owner && { userId: row.ownerId, role: owner.role };
  if (!actor || !projectCan.read(await projectAccess(db, actor, row.projectId)))
    throw new ApiError(404, documentTexts.projectNotFound);
  return zipItems(db, row.projectId, row.mediaIds);
}

/** Writes the zip to a temporary file, recording progress, and stores it. */
async function makeZip(deps: BulkDownloadDeps, row: BulkDownloadRow): Promise<string> {
  const items = await itemsOf(deps.db, row);
  if (!(await record(deps, row.id, { total: items.length }))) throw new BulkDownloadRemoved();
  const dir = await mkdtemp(join(tmpdir(), 'portal-bulk-download-'));
  try {
    const path = join(dir, 'transcripts.zip');
    const file = await open(path, 'w');
    try {
      await writeZip(deps, items, row.documentType, {
        write: async (chunk) => {
          await file.write(chunk);
        },
        added: async (done) => {
          if (!(await record(deps, row.id, { done }))) throw new BulkDownloadRemoved();
        },
      });
    } finally {
      await file.close();
    }
    const key = bulkDownloadKey(row.id);
    await deps.storage.writeFile(key, path, 'application/zip');
    return key;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The refusal the owner is told of, when the request no longer holds; null for any other. */
function refusalOf(error: unknown): string | null {
  if (error instanceof ApiError) return error.message;
  if (error instanceof RequestValidationError) return error.fields.map((f) => f.message).join(' ');
  return null;
}

/** The zip failed for good, telling the owner why. */
async function fail(deps: BulkDownloadDeps, id: number, error: string): Promise<void> {
  await deps.db
    .update(bulkDownloads)
    .set({ status: 'failed', error, updatedAt: deps.now() })
    .where(and(eq(bulkDownloads.id, id), inArray(bulkDownloads.status, ['queued', 'running'])));
}

/**
 * The task: makes the zip from scratch, so a repeat (after a crash) is safe; one ready, failed or
 * removed is left alone. A request that no longer holds (no access, no transcripts) fails at
 * once with its reason; anything else queues it again for the task's next attempt, and the last
 * attempt's failure fails it (`gaveUp`).
 */
async function makeBulkDownload(deps: BulkDownloadDeps, { bulkDownloadId }: BulkDownloadPayload) {
  const row = await claim(deps, bulkDownloadId);
  if (!row) return;
  let key: string;
  try {
    key = await makeZip(deps, row);
  } catch (error) {
    if (error instanceof BulkDownloadRemoved) return;
    const refusal = refusalOf(error);
    if (refusal === null) {
      await record(deps, row.id, { status: 'queued' });
      throw error;
    }
    await fail(deps, row.id, refusal);
    return;
  }
  const expiresAt = new Date(deps.now().getTime() + BULK_DOWNLOAD_KEEP_MS);
  const kept = await record(deps, row.id, { status: 'ready', storageKey: key, expiresAt });
  // Removed while it was made: its file goes too.
  if (!kept) await deps.storage.delete(key);
}

export const bulkDownloadTask: TaskDefinition<BulkDownloadPayload> = {
  payload: bulkDownloadPayload,
  run: makeBulkDownload,
  gaveUp: (deps, { bulkDownloadId }) =>
    fail(deps, bulkDownloadId, documentTexts.bulkDownloadFailed),
};
