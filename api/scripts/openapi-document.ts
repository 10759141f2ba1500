/**
 * Writes the API's OpenAPI document (what /v1/openapi.json serves) to the file named by the
 * first argument, without a server or a database: `node scripts/openapi-document.ts out.json`.
 * It documents every route outside production, the end-to-end support routes too.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/index.ts';

const [output] = process.argv.slice(2);
if (!output) {
  console.error('usage: node scripts/openapi-document.ts <output.json>');
  process.exit(2);
}

const noDatabase = async (): Promise<never> => {
  throw new Error('no database: this app only describes its routes');
};
/**
 * Building the app reads no table, and the document needs none. The periodic tasks that start
 * when it is ready find no database and fail, quietly (logging is off), before it closes.
 */
const database: Database = {
  db: {} as Database['db'],
  driver: 'pglite',
  migrate: noDatabase,
  listen: noDatabase,
  close: async () => {},
};

// What the app writes while it is up (its generated secrets, the media folder) goes here.
const dataDir = mkdtempSync(join(tmpdir(), 'portal-openapi-'));
try {
  const config = loadConfig({
    NODE_ENV: 'development',
    PORTAL_ENV: 'e2e',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
  });
  const app = await buildApp(config, { database });
  await app.ready();
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
