import type { FastifyInstance } from 'fastify';
import { scheduleTask } from '../../lib/schedule.ts';
import { removeAbandonedMedia, type MediaDeps } from './service.ts';

export const CLEANUP_EVERY_MS = 3_600_000;

/**
 * Removes pending media older than PENDING_MEDIA_MAX_HOURS with their bytes and multipart
 * uploads: once when the server is ready, then every hour until it closes.
 */
export function scheduleAbandonedUploadCleanup(app: FastifyInstance, deps: MediaDeps): void {
  const maxAgeMs = app.config.pendingMediaMaxHours * 3_600_000;
  scheduleTask(app, 'upload cleanup', CLEANUP_EVERY_MS, async () => {
    const removed = await removeAbandonedMedia(deps, new Date(deps.now().getTime() - maxAgeMs));
    if (removed > 0) app.log.info({ removed }, 'removed abandoned uploads');
  });
}
