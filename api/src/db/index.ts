import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config.ts';
import { migrationsFolder } from '../paths.ts';
import type { DrizzlePglite } from './drizzle-pglite.ts';
import { PgliteThread } from './pglite-thread.ts';
import { poolListener, type Unlisten } from './pool-listener.ts';
import * as schema from './schema.ts';

/** The one Drizzle API both drivers share. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type { Unlisten } from './pool-listener.ts';

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  migrate(): Promise<void>;
  /**
   * Calls `onNotify` on each NOTIFY on `channel` (sent when the notifying transaction commits),
   * and `onLost` if the connection listening drops; listen again after that.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onLost: () => void,
  ): Promise<Unlisten>;
  close(): Promise<void>;
}

export { DrizzlePglite } from './drizzle-pglite.ts';

/** PGlite in the API's own thread (tests) or on a thread of its own (`npm start`). */
export type PgliteClient = DrizzlePglite | PgliteThread;

export function fromPglite(client: PgliteClient): Database {
  // Drizzle's driver types its client as PGlite; it calls only `query` and `transaction`.
  const db = drizzlePglite({ client: client as PGlite, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // The one connection lives as long as the database: it is never lost.
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    close: () => client.close(),
  };
}

// Any constant shared by all instances: the key of the advisory lock around migrations.
const MIGRATION_LOCK = 7_246_001;

export function fromPool(pool: pg.Pool): Database {
  // An idle connection dropped by the server must not crash the process; the pool reconnects.
  pool.on('error', (error) => console.error('PostgreSQL connection error:', error.message));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    driver: 'pg',
    migrate: async () => {
      // Several instances may start at once; one migrates while the others wait on the lock.
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(db, { migrationsFolder });
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        lock.release();
      }
    },
    listen: poolListener(pool),
    close: () => pool.end(),
  };
}

/** PostgreSQL through `pg` when DATABASE_URL is set, else PGlite persisted under DATA_DIR/db. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<Database> {
  if (config.databaseUrl) return fromPool(new pg.Pool({ connectionString: config.databaseUrl }));
  const dir = join(config.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  return fromPglite(await PgliteThread.open({ dataDir: dir }));
}
