import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { OAUTH_CLIENT_ID } from '@portal/contracts/auth/rules';
import type { Role } from '@portal/contracts/policy/roles';
import type { Tokens } from '@portal/contracts/auth/schema';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database, Db } from '../db/index.ts';
import { startSession } from '../modules/auth/service.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { createTestClock, type TestClock } from './clock.ts';
import { openTestDatabase } from './database.ts';

export const TEST_CLIENT_SECRET = 'portal-web-secret';

/**
 * The configuration of a local server, quiet. Its folders do not exist: the keys are given and
 * the database passed in, and /v3 has no build unless a test gives one; setupTestApp gives each
 * test file a data folder of its own for what the app writes.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const nowhere = join(tmpdir(), 'portal-api-test-nowhere');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ACCESS_TOKEN_SECRET: 'test-access-token-secret-of-32-chars-or-more',
    MFA_ENCRYPTION_KEY: '0123456789abcdef'.repeat(4),
    STORAGE_SIGNING_SECRET: 'test-storage-signing-secret-of-32-chars',
    DATA_DIR: join(nowhere, 'data'),
    STATIC_ROOT: join(nowhere, 'static'),
  });
  const merged = { ...config, ...overrides };
  // Local media files live in the data folder the test gave, unless it gave a storage too.
  if (overrides.dataDir && !overrides.storage && merged.storage.kind === 'local')
    merged.storage = { ...merged.storage, root: join(overrides.dataDir, 'media') };
  return merged;
}

/** Call at the top of a test file: makes temporary folders, all removed after its tests. */
export function tempDirsForFile(prefix: string): () => string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return () => mkdtempSync(join(root, 'dir-'));
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  /** Another app on the same database and clock, for a different configuration. */
  build(
    overrides: Partial<Config>,
    addRoutes?: AddRoutes,
    deps?: Partial<AppDeps>,
  ): Promise<FastifyInstance>;
}

/** Test-only routes, added before the app is ready (to probe a plugin through a real route). */
export type AddRoutes = (app: FastifyInstance) => void;

/**
 * Opening a database from the dump and building the app waits on the machine: with every test
 * file doing it at once on two shared cores it has taken over the 15 s a test is given. Closing
 * waits too (the app lets a running task, such as a rendition, finish first).
 */
const SETUP_TIMEOUT_MS = 60_000;

/**
 * One app on a clean database for the test file, closed (with the database) after its tests.
 * The fields are filled in beforeAll.
 */
export function setupTestApp(overrides: Partial<Config> = {}, addRoutes?: AddRoutes): TestContext {
  const context = { clock: createTestClock() } as TestContext;
  const apps: FastifyInstance[] = [];
  let database: Database | undefined;
  // What the app writes (the mail outbox) goes to a folder of this file's own.
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-api-data-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  beforeAll(async () => {
    database = await openTestDatabase();
    const opened = database;
    context.db = opened.db;
    context.build = async (more, extraRoutes, deps) => {
      const app = await buildApp(testConfig({ dataDir, ...overrides, ...more }), {
        database: opened,
        now: context.clock.now,
        ...deps,
      });
      apps.push(app);
      extraRoutes?.(app);
      await app.ready();
      return app;
    };
    context.app = await context.build({}, addRoutes);
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database?.close();
  }, SETUP_TIMEOUT_MS);

  return context;
}

export const clientAuthorization = (secret = TEST_CLIENT_SECRET): string =>
  `Basic ${Buffer.from(`${OAUTH_CLIENT_ID}:${secret}`).toString('base64')}`;

export const form = (fields: Record<string, string>): string =>
  new URLSearchParams(fields).toString();

const formHeaders = {
  'content-type': 'application/x-www-form-urlencoded',
  authorization: clientAuthorization(),
};

export function requestToken(
  app: FastifyInstance,
  fields: Record<string, string>,
  remoteAddress = '203.0.113.10',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/v1/oauth2/token',
    headers: formHeaders,
    payload: form(fields),
    remoteAddress,
  });
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Tokens> {
  const response = await requestToken(app, { grant_type: 'password', username: email, password });
  if (response.statusCode !== 200)
    throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<Tokens>();
}

/** Tokens of a user whose identity a test takes as proven: no password, no second factor. */
export const startTestSession = (app: FastifyInstance, user: { id: number; role: Role }) =>
  startSession(app.deps, user);

/** The sign-in (refresh family) an access token belongs to. */
export const familyOf = (tokens: Pick<Tokens, 'accessToken'>): string =>
  JSON.parse(Buffer.from(tokens.accessToken.split('.')[1] ?? '', 'base64url').toString()).sid;

export const bearer = (tokens: Pick<Tokens, 'accessToken'>) => ({
  authorization: `Bearer ${tokens.accessToken}`,
});
