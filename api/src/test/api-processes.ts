import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { fromPool, type Database, type Db } from '../db/index.ts';
import { createEmptyDatabase } from './database.ts';
import { clientAuthorization, form } from './helper.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.ts';
import { startS3StandIn, type S3StandIn } from './s3-stand-in.ts';
import {
  freePort,
  startServer,
  stopServer,
  waitUntilServing,
  type ServerProcess,
} from './server-process.ts';

/** What every process of a deployment is given alike, besides the database and the bucket. */
export const SHARED_SECRETS = {
  ACCESS_TOKEN_SECRET: 'multi-process-access-token-secret-of-32-chars',
  MFA_ENCRYPTION_KEY: 'fedcba9876543210'.repeat(4),
};

export interface ApiProcesses {
  /** The one URL in front of them. */
  proxy: RoundRobinProxy;
  /** Their database, for what a test arranges and reads. */
  db: Db;
  s3: S3StandIn;
}

// The first start migrates the empty database while the others wait on its lock.
const SETUP_TIMEOUT_MS = 120_000;

function sharedEnv(databaseUrl: string, proxy: RoundRobinProxy, s3: S3StandIn) {
  return {
    ...SHARED_SECRETS,
    DATABASE_URL: databaseUrl,
    PORTAL_URL: proxy.url,
    TRUST_PROXY: 'loopback',
    S3_BUCKET: s3.bucket,
    S3_REGION: 'eu-west-2',
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
  };
}

/**
 * `count` API processes as `npm start` runs them, each with a data folder of its own (as on
 * machines of their own), on one new PostgreSQL database and one S3 bucket (the stand-in),
 * behind a round-robin proxy; all stopped and removed after the file's tests. Only with
 * DATABASE_URL. The fields are filled in beforeAll.
 */
export function setupApiProcesses(count = 2): ApiProcesses {
  const context = {} as ApiProcesses;
  let folder: string | undefined;
  let database: Awaited<ReturnType<typeof createEmptyDatabase>> | undefined;
  let pool: Database | undefined;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'portal-api-processes-'));
    folder = root;
    context.s3 = await startS3StandIn();
    database = await createEmptyDatabase();
    const ports = await Promise.all(Array.from({ length: count }, freePort));
    const targets = ports.map((port) => `http://127.0.0.1:${port}`);
    context.proxy = await startRoundRobinProxy(targets);
    const env = sharedEnv(database.url, context.proxy, context.s3);
    servers = ports.map((port) =>
      startServer({ ...env, PORT: String(port), DATA_DIR: mkdtempSync(join(root, 'api-')) }),
    );
    await Promise.all(servers.map((server, i) => waitUntilServing(targets[i] ?? '', server)));
    pool = fromPool(new pg.Pool({ connectionString: database.url }));
    context.db = pool.db;
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await pool?.close();
    await context.proxy?.close();
    await context.s3?.close();
    await database?.drop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }, SETUP_TIMEOUT_MS);

  return context;
}

export interface Call extends RequestInit {
  /** The caller's address, as the load balancer forwards it. */
  from?: string;
  /** A JSON body. */
  json?: unknown;
}

/** Requests to one URL over real HTTP, as the portal sends them. */
export function httpClient(base: () => string) {
  const call = (path: string, { from = '203.0.113.1', json, headers, ...init }: Call = {}) =>
    fetch(`${base()}${path}`, {
      ...init,
      headers: {
        'x-forwarded-for': from,
        ...(json !== undefined && { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(json !== undefined && { body: JSON.stringify(json) }),
    });
  const token = (fields: Record<string, string>, from?: string) =>
    call('/v1/oauth2/token', {
      method: 'POST',
      from,
      headers: {
        authorization: clientAuthorization(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form(fields),
    });
  return { call, token };
}

/** The JSON of a 200 answer; any other fails the test, showing the answer. */
export async function ok<T>(answer: Promise<Response>): Promise<T> {
  const response = await answer;
  if (response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
