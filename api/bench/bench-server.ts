import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/index.ts';
import { seedServiceCatalogue } from '../src/seed/catalogue.ts';

/**
 * The API as `npm start` runs it, on a fresh embedded database in a temporary DATA_DIR (migrated,
 * catalogue seeded), listening on a free local port. `close` stops it and removes the folder;
 * `app` and `db` let a bench seed its data and sign users in.
 */
export async function startBenchServer(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `portal-bench-${name}-`));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
  });
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  const app = await buildApp(config, { database });
  const close = async () => {
    await app.close();
    await database.close();
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
  return { base: `http://127.0.0.1:${port}`, dataDir, close, app, db: database.db };
}
