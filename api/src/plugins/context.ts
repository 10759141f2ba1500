import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';

export interface ContextOptions {
  config: Config;
  db: Db;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The clock every rule reads, so tests can move time (throttle windows, token expiry). */
    now: () => Date;
  }
}

/** What every module needs: configuration, the database and the clock. */
export default fp(
  async function context(app: FastifyInstance, options: ContextOptions) {
    app.decorate('config', options.config);
    app.decorate('db', options.db);
    app.decorate('now', options.now);
  },
  { name: 'context' },
);
