import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DrizzlePglite, fromPglite, fromPool, type Database } from '../db/index.ts';
import { seedServiceCatalogue } from '../seed/catalogue.ts';

/** What every file starts with: the migrations and the product's service catalogue. */
async function prepare(database: Database): Promise<void> {
  await database.migrate();
  await seedServiceCatalogue(database.db, new Date());
}

/**
 * Each test file gets a clean, migrated database cheaply. A new PGlite costs ~4 s and ~880 MB,
 * so the global setup migrates one and dumps it; a file loads the dump (~0.3 s). With
 * DATABASE_URL, the setup migrates a template database and each file gets a copy of it.
 */
const PGLITE_DUMP = 'API_TEST_PGLITE_DUMP';
const PG_TEMPLATE = 'API_TEST_PG_TEMPLATE';

const adminUrl = (): string | undefined => process.env.DATABASE_URL;

function urlFor(database: string): string {
  const url = new URL(adminUrl() ?? '');
  url.pathname = `/${database}`;
  return url.toString();
}

async function asAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTemplate(): Promise<void> {
  if (adminUrl()) {
    const name = `portal_api_template_${process.pid}`;
    await asAdmin(`DROP DATABASE IF EXISTS ${name}`);
    await asAdmin(`CREATE DATABASE ${name}`);
    const database = fromPool(new pg.Pool({ connectionString: urlFor(name) }));
    await prepare(database);
    await database.close();
    process.env[PG_TEMPLATE] = name;
    return;
  }
  const client = new DrizzlePglite();
  await prepare(fromPglite(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(tmpdir(), `portal-api-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_DUMP] = file;
}

export async function dropTemplate(): Promise<void> {
  const template = process.env[PG_TEMPLATE];
  if (template) await asAdmin(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  const dump = process.env[PGLITE_DUMP];
  if (dump) rmSync(dump, { force: true });
}

/**
 * An empty PostgreSQL database of the caller's own (nothing migrated), for servers started on it
 * as `npm start` starts them; `drop` removes it. Only with DATABASE_URL.
 */
export async function createEmptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_api_empty_${process.pid}_${randomBytes(4).toString('hex')}`;
  await asAdmin(`CREATE DATABASE ${name}`);
  return { url: urlFor(name), drop: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Bytes already read, as a Blob whose arrayBuffer() is one copy. PGlite asks a dump for nothing
 * else, and Node's own Blob streams it in 64 KB pieces: 0.4 to 1.4 s for the template's 40 MB
 * under jest, in every test file.
 */
function inMemoryBlob(bytes: Uint8Array): Blob {
  return Object.assign(new Blob(), { arrayBuffer: async () => new Uint8Array(bytes).buffer });
}

/** A database of its own for one test file; closing it also drops a PostgreSQL copy. */
export async function openTestDatabase(): Promise<Database> {
  const template = process.env[PG_TEMPLATE];
  if (template) {
    const name = `portal_api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await asAdmin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = fromPool(new pg.Pool({ connectionString: urlFor(name) }));
    return {
      ...database,
      close: async () => {
        await database.close();
        await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dump = process.env[PGLITE_DUMP];
  if (!dump)
    throw new Error('The API global setup did not run: start jest with api/jest.config.js.');
  const client = new DrizzlePglite({ loadDataDir: inMemoryBlob(readFileSync(dump)) });
  await client.waitReady;
  return fromPglite(client);
}
