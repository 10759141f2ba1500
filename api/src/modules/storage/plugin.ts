import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { scheduleTask } from '../../lib/schedule.ts';
import { LocalStorage, TEMP_SWEEP_EVERY_MS } from './local.ts';
import { S3Storage } from './s3.ts';
import type { BlobStorage } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where media bytes are kept: local files or S3, per configuration. */
    storage: BlobStorage;
  }
}

export function createStorage(config: Config, now: () => Date): BlobStorage {
  const settings = config.storage;
  if (settings.kind === 'local')
    return new LocalStorage(settings.root, settings.signingSecret, now);
  return new S3Storage({ ...settings, now });
}

/** Local files cut short by a crash are swept from the start and then every hour. */
function sweepTemporaryFiles(app: FastifyInstance, storage: LocalStorage): void {
  scheduleTask(app, 'temporary file sweep', TEMP_SWEEP_EVERY_MS, async () => {
    const removed = await storage.sweepTemporaryFiles();
    if (removed > 0) app.log.info({ removed }, 'removed temporary files left by a crash');
  });
}

/** Decorates `app.storage`: the one given (tests), else the configured one. */
export default fp(
  async function storage(app: FastifyInstance, options: { storage?: BlobStorage }) {
    const chosen = options.storage ?? createStorage(app.config, app.now);
    app.decorate('storage', chosen);
    if (chosen instanceof LocalStorage) sweepTemporaryFiles(app, chosen);
    if (!options.storage && chosen instanceof S3Storage)
      app.addHook('onClose', () => chosen.close());
  },
  { name: 'storage', dependencies: ['context'] },
);
