import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { LocalStorage } from './local.ts';
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

/** Decorates `app.storage`: the one given (tests), else the configured one. */
export default fp(
  async function storage(app: FastifyInstance, options: { storage?: BlobStorage }) {
    const chosen = options.storage ?? createStorage(app.config, app.now);
    app.decorate('storage', chosen);
    if (!options.storage && chosen instanceof S3Storage)
      app.addHook('onClose', () => chosen.close());
  },
  { name: 'storage', dependencies: ['context'] },
);
