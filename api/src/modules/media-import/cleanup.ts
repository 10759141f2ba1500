import { and, eq, gt, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import { mediaImportTexts } from '@portal/contracts/media-import/texts';
import { mediaImports, tasks } from '../../db/schema.ts';
import type { FastifyInstance } from 'fastify';
import { scheduleTask } from '../../lib/schedule.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { CLEANUP_EVERY_MS } from '../media/cleanup.ts';
import { MEDIA_IMPORT_TASK_KEY } from './task.ts';

/** Done and failed imports stay this long for the upload page to show, then are removed. */
export const FINISHED_IMPORT_KEPT_MS = 24 * 3_600_000;

/**
 * The periodic cleanup of imports (as often as the abandoned uploads'): an import still
 * fetching past the time limit whose task is no longer queued or held by a live worker (it died
 * with its process, or its failure could not be recorded) fails as too slow, so that none stays
 * fetching for ever; finished ones older than FINISHED_IMPORT_KEPT_MS are removed. A media it
 * left pending goes with the abandoned uploads.
 */
export async function cleanUpMediaImports(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'mediaImportTimeoutMs'>,
): Promise<{ failed: number; removed: number }> {
  const now = deps.now();
  const liveTask = deps.db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        eq(tasks.key, sql`${MEDIA_IMPORT_TASK_KEY} || ${mediaImports.id}::text`),
        or(eq(tasks.state, 'queued'), and(eq(tasks.state, 'running'), gt(tasks.lockedUntil, now))),
      ),
    );
  const failed = await deps.db
    .update(mediaImports)
    .set({ state: 'failed', error: mediaImportTexts.failures.tooSlow, updatedAt: now })
    .where(
      and(
        eq(mediaImports.state, 'fetching'),
        lt(mediaImports.createdAt, new Date(now.getTime() - deps.mediaImportTimeoutMs)),
        notExists(liveTask),
      ),
    )
    .returning({ id: mediaImports.id });
  const removed = await deps.db
    .delete(mediaImports)
    .where(
      and(
        inArray(mediaImports.state, ['done', 'failed']),
        lt(mediaImports.updatedAt, new Date(now.getTime() - FINISHED_IMPORT_KEPT_MS)),
      ),
    )
    .returning({ id: mediaImports.id });
  return { failed: failed.length, removed: removed.length };
}

/** Cleans up imports once when the server is ready, then every hour until it closes. */
export function scheduleMediaImportCleanup(app: FastifyInstance): void {
  scheduleTask(app, 'media import cleanup', CLEANUP_EVERY_MS, async () => {
    const imports = await cleanUpMediaImports(app.deps);
    if (imports.failed + imports.removed > 0) app.log.info(imports, 'cleaned up media imports');
  });
}
