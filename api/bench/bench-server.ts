import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/index.ts';
import { seedServiceCatalogue } from '../src/seed/catalogue.ts';

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * With DATABASE_URL, a PostgreSQL database of the bench's own (created through that URL, dropped
 * on close), so a run never meets a previous run's rows; else embedded PGlite in `dataDir`.
 */
async function benchDatabase(name: string, dataDir: string) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { database: await openDatabase({ databaseUrl: undefined, dataDir }) };
  const own = `portal_bench_${name.replace(/\W/g, '_')}_${process.pid}`;
  await asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${own} WITH (FORCE)`);
  await asAdmin(adminUrl, `CREATE DATABASE ${own}`);
  const url = new URL(adminUrl);
  url.pathname = `/${own}`;
  return {
    database: await openDatabase({ databaseUrl: url.toString(), dataDir }),
    drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${own} WITH (FORCE)`),
  };
}

/**
 * The API as `npm start` runs it, on a fresh database (embedded PGlite in a temporary DATA_DIR,
 * or PostgreSQL with DATABASE_URL; migrated, catalogue seeded), listening on a free local port.
 * `close` stops it and removes the folder and database; `app` and `db` let a bench seed its data
 * and sign users in; `driver` says which database it measures.
 */
export async function startBenchServer(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `portal-bench-${name}-`));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
  });
  const { database, drop } = await benchDatabase(name, dataDir);
  const app = await buildApp(config, { database });
  const close = async () => {
    await app.close();
    await database.close();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await database.migrate();
    await seedServiceCatalogue(database.db, new Date());
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await close();
    throw error;
  }
  const { port } = app.server.address() as { port: number };
  const driver = database.driver === 'pg' ? 'PostgreSQL' : 'embedded PGlite';
  return { base: `http://127.0.0.1:${port}`, dataDir, close, app, db: database.db, driver };
}
