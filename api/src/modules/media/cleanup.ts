import type { FastifyInstance } from 'fastify';
import { removeAbandonedMedia, type MediaDeps } from './service.ts';

export const CLEANUP_EVERY_MS = 3_600_000;

/**
 * Removes pending media older than PENDING_MEDIA_MAX_HOURS with their bytes and multipart
 * uploads: once when the server is ready, then every hour until it closes. The timer does not
 * keep the process alive, and a run never overlaps the one before.
 */
export function scheduleAbandonedUploadCleanup(app: FastifyInstance, deps: MediaDeps): void {
  const maxAgeMs = app.config.pendingMediaMaxHours * 3_600_000;
  let running: Promise<void> | undefined;
  const run = (): Promise<void> => {
    running ??= removeAbandonedMedia(deps, new Date(deps.now().getTime() - maxAgeMs))
      .then((removed) => {
        if (removed > 0) app.log.info({ removed }, 'removed abandoned uploads');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'upload cleanup failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), CLEANUP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
