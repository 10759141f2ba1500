import { jest } from '@jest/globals';
import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import type { Database, Db } from '../db/index.ts';
import { tasks } from '../db/schema.ts';
import { TASK_POLL_MS } from '../plugins/task-queue.ts';
import { createTestClock } from '../test/clock.ts';
import { openTestDatabase } from '../test/database.ts';
import { tempDirsForFile, testConfig } from '../test/helper.ts';
import { drainTasks } from '../test/tasks.ts';
import {
  insertTask,
  type AnyTaskDefinition,
  type TaskDefinition,
  type TaskOptions,
} from './task-queue.ts';
import { claimTasks, purgeFinishedTasks, retryDelayMs, TASK_LEASE_MS } from './task-worker.ts';

// One app of this file's own, on a database of its own: a test may restart it.
const clock = createTestClock();
const tempDir = tempDirsForFile('portal-tasks-');
let dataDir: string;
let database: Database;
let db: Db;
let app: FastifyInstance;
const otherApps: FastifyInstance[] = [];
/** The labels the `note` tasks ran with, in order. */
let ran: string[];

const DAY_MS = 86_400_000;
const later = (ms: number) => new Date(clock.now().getTime() + ms);

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}
/** A `slow` task says it has started, then waits for the test to let it finish. */
let slow: { started: ReturnType<typeof deferred>; finish: ReturnType<typeof deferred> };

const definitions: Record<string, AnyTaskDefinition> = {
  note: {
    payload: z.object({ label: z.string() }),
    run: async (_deps, { label }: { label: string }) => {
      ran.push(label);
      // Other workers may claim meanwhile.
      await new Promise(setImmediate);
    },
  } satisfies TaskDefinition<{ label: string }>,
  failing: {
    payload: z.object({}),
    run: () => Promise.reject(new Error('storage unreachable')),
  },
  slow: {
    payload: z.object({}),
    run: () => {
      slow.started.resolve();
      return slow.finish.promise;
    },
  },
};

async function startApp(): Promise<FastifyInstance> {
  const started = await buildApp(testConfig({ dataDir }), {
    database,
    now: clock.now,
    taskDefinitions: definitions,
  });
  await started.ready();
  return started;
}

const enqueueNote = (into: Db, label: string, options: TaskOptions = {}) =>
  insertTask(into, { kind: 'note', payload: { label }, ...options });

const taskRows = () => db.select().from(tasks).orderBy(asc(tasks.id));

async function onlyTask() {
  const rows = await taskRows();
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** A task claimed by a worker that then stopped without a word (a crashed process). */
const enqueueAbandoned = (label: string, options: TaskOptions = {}) =>
  db.transaction(async (tx) => {
    await enqueueNote(tx, label, options);
    await claimTasks({ db: tx, now: clock.now }, 'crashed-worker', 1);
  });

beforeAll(async () => {
  dataDir = tempDir();
  database = await openTestDatabase();
  db = database.db;
  app = await startApp();
});
beforeEach(() => {
  ran = [];
  slow = { started: deferred(), finish: deferred() };
});
afterEach(async () => {
  await Promise.all(otherApps.splice(0).map((other) => other.close()));
  await db.delete(tasks);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

test('a task enqueued runs once and is kept as done', async () => {
  const id = await enqueueNote(db, 'welcome');
  await drainTasks(app);
  await drainTasks(app);
  expect(ran).toEqual(['welcome']);
  expect(await onlyTask()).toMatchObject({
    id,
    state: 'done',
    attempts: 1,
    lastError: null,
    lockedBy: null,
    lockedUntil: null,
    finishedAt: clock.now(),
  });
});

/** Fails unless `promise` settles well before the worker's next poll would have found the task. */
async function beforeAPoll(promise: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const poll = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('not woken before a poll')), TASK_POLL_MS / 2);
  });
  await Promise.race([promise, poll]).finally(() => clearTimeout(timer));
}

test('a committed enqueue wakes the worker at once, before any poll', async () => {
  await db.transaction((tx) => insertTask(tx, { kind: 'slow', payload: {} }));
  await beforeAPoll(slow.started.promise);
  slow.finish.resolve();
  await drainTasks(app);
  expect(await onlyTask()).toMatchObject({ state: 'done' });
});

const onPostgres = process.env.DATABASE_URL ? test : test.skip;

onPostgres('a listening connection lost is replaced at the next run', async () => {
  const listeners = () =>
    db
      .select({ pid: sql<number>`pid` })
      .from(sql`pg_stat_activity`)
      // Other test files listen on databases of their own, at the same time. The connection
      // listens on every channel of the pool; its last query is the last channel's LISTEN.
      .where(sql`query like 'LISTEN %' and datname = current_database()`);
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  const [listener] = await listeners();
  await db.execute(sql`select pg_terminate_backend(${listener!.pid})`);
  const relistened = async () => logged.mock.calls.length > 0 && (await listeners()).length > 0;
  for (let runs = 0; !(await relistened()); runs += 1) {
    expect(runs).toBeLessThan(100);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await drainTasks(app);
  }
  expect(logged.mock.calls).toEqual([
    [
      'PostgreSQL listening connection lost:',
      'terminating connection due to administrator command',
    ],
  ]);
  logged.mockRestore();
  await db.transaction((tx) => insertTask(tx, { kind: 'slow', payload: {} }));
  await beforeAPoll(slow.started.promise);
  slow.finish.resolve();
});

test('a key enqueued again while its task is kept adds nothing', async () => {
  const key = 'job:7:deadline';
  expect(await enqueueNote(db, 'reminder', { key })).toEqual(expect.any(Number));
  expect(await enqueueNote(db, 'second reminder', { key })).toBeUndefined();
  await drainTasks(app);
  expect(await enqueueNote(db, 'third reminder', { key })).toBeUndefined();
  await drainTasks(app);
  expect(ran).toEqual(['reminder']);
  expect(await onlyTask()).toMatchObject({ key, state: 'done' });
});

test('a rolled back transaction leaves no task', async () => {
  const refused = db.transaction(async (tx) => {
    await enqueueNote(tx, 'never');
    throw new Error('order refused');
  });
  await expect(refused).rejects.toThrow('order refused');
  await drainTasks(app);
  expect(await taskRows()).toEqual([]);
  expect(ran).toEqual([]);
});

test('a failing task is retried after growing delays, then failed', async () => {
  await insertTask(db, { kind: 'failing', payload: {}, maxAttempts: 3 });
  await drainTasks(app);
  expect(await onlyTask()).toMatchObject({
    state: 'queued',
    attempts: 1,
    lastError: 'storage unreachable',
    runAt: later(30_000),
    lockedBy: null,
  });
  clock.advance(30_000 - 1);
  await drainTasks(app);
  expect(await onlyTask()).toMatchObject({ attempts: 1 });
  clock.advance(1);
  await drainTasks(app);
  expect(await onlyTask()).toMatchObject({ state: 'queued', attempts: 2, runAt: later(60_000) });
  clock.advance(60_000);
  await drainTasks(app);
  expect(await onlyTask()).toMatchObject({
    state: 'failed',
    attempts: 3,
    lastError: 'storage unreachable',
    finishedAt: clock.now(),
  });
  clock.advance(DAY_MS);
  await drainTasks(app);
  expect(await onlyTask()).toMatchObject({ state: 'failed', attempts: 3 });
});

test('retry delays double from 30 seconds up to an hour', () => {
  expect([1, 2, 3, 7, 8, 20].map(retryDelayMs)).toEqual([
    30_000, 60_000, 120_000, 1_920_000, 3_600_000, 3_600_000,
  ]);
});

test('an unknown kind or a payload that does not fit fails with what went wrong', async () => {
  await insertTask(db, { kind: 'shred', payload: {}, maxAttempts: 2 });
  await insertTask(db, { kind: 'note', payload: { label: 5 }, maxAttempts: 1 });
  await drainTasks(app);
  const [unknown, misfit] = await taskRows();
  // Tried again: a newer process of a rolling deploy may know the kind.
  expect(unknown).toMatchObject({
    state: 'queued',
    attempts: 1,
    lastError: 'No handler for the task kind "shred".',
  });
  expect(misfit).toMatchObject({
    state: 'failed',
    attempts: 1,
    lastError: [
      'The payload does not fit the task kind "note":',
      '✖ Invalid input: expected string, received number',
      '  → at label',
    ].join('\n'),
  });
  clock.advance(retryDelayMs(1));
  await drainTasks(app);
  expect((await taskRows())[0]).toMatchObject({ state: 'failed', attempts: 2 });
  expect(ran).toEqual([]);
});

test('a task whose worker stopped runs again once its lease has passed', async () => {
  await enqueueAbandoned('transcode');
  await drainTasks(app);
  clock.advance(TASK_LEASE_MS - 1);
  await drainTasks(app);
  expect(ran).toEqual([]);
  clock.advance(1);
  await drainTasks(app);
  expect(ran).toEqual(['transcode']);
  expect(await onlyTask()).toMatchObject({ state: 'done', attempts: 2 });
});

test('a task whose worker stopped during its last attempt is failed, not run', async () => {
  await enqueueAbandoned('transcode', { maxAttempts: 1 });
  clock.advance(TASK_LEASE_MS);
  await drainTasks(app);
  expect(ran).toEqual([]);
  expect(await onlyTask()).toMatchObject({
    state: 'failed',
    lastError: 'Its worker stopped during the last of 1 attempts.',
  });
});

test('a queued task survives a restart of the app and runs once', async () => {
  await enqueueNote(db, 'monthly invoice', { runAt: later(60_000) });
  await drainTasks(app);
  await app.close();
  expect(await onlyTask()).toMatchObject({ state: 'queued', attempts: 0 });
  clock.advance(60_000);
  // The worker runs what is due as the app starts, without holding the start up: draining
  // waits for that first run, and the task runs once.
  app = await startApp();
  await drainTasks(app);
  expect(ran).toEqual(['monthly invoice']);
  clock.advance(DAY_MS);
  await drainTasks(app);
  expect(ran).toEqual(['monthly invoice']);
  expect(await onlyTask()).toMatchObject({ state: 'done', attempts: 1 });
});

test('closing the app waits for the task under way', async () => {
  await insertTask(db, { kind: 'slow', payload: {} });
  await slow.started.promise;
  let closed = false;
  const closing = app.close().then(() => (closed = true));
  await new Promise(setImmediate);
  expect(closed).toBe(false);
  slow.finish.resolve();
  await closing;
  expect(await onlyTask()).toMatchObject({ state: 'done' });
  app = await startApp();
});

// On PostgreSQL the apps claim through different connections at once: SKIP LOCKED at work.
test('two apps draining at once never run one task twice', async () => {
  const second = await startApp();
  otherApps.push(second);
  const labels = Array.from({ length: 40 }, (_, index) => `task ${index}`);
  await db.transaction(async (tx) => {
    for (const label of labels) await enqueueNote(tx, label);
  });
  await Promise.all([drainTasks(app), drainTasks(second)]);
  expect(ran.sort()).toEqual(labels.sort());
  const rows = await taskRows();
  expect(rows.every((row) => row.state === 'done' && row.attempts === 1)).toBe(true);
});

// Without SKIP LOCKED they would still differ, one claim waiting for another's commit.
test('claims made at the same moment each take other tasks', async () => {
  // Due only for these claims, not yet for the app's worker.
  const runAt = later(60_000);
  for (let index = 0; index < 20; index += 1) await enqueueNote(db, `task ${index}`, { runAt });
  const claims = await Promise.all(
    ['w1', 'w2', 'w3', 'w4'].map((worker) => claimTasks({ db, now: () => runAt }, worker, 5)),
  );
  expect(claims.map((claim) => claim.length)).toEqual([5, 5, 5, 5]);
  const claimed = claims.flatMap((claim) => claim.map((task) => task.id));
  expect(new Set(claimed).size).toBe(20);
});

test('tasks finished a month ago are removed, and their keys free again', async () => {
  await enqueueNote(db, 'sent', { key: 'welcome:1' });
  await insertTask(db, { kind: 'failing', payload: {}, maxAttempts: 1 });
  await enqueueNote(db, 'next year', { runAt: later(365 * DAY_MS) });
  await drainTasks(app);
  clock.advance(30 * DAY_MS);
  expect(await purgeFinishedTasks(db, later(-30 * DAY_MS))).toBe(0);
  clock.advance(1);
  expect(await purgeFinishedTasks(db, later(-30 * DAY_MS))).toBe(2);
  expect(await onlyTask()).toMatchObject({ state: 'queued', runAt: later(335 * DAY_MS - 1) });
  expect(await enqueueNote(db, 'sent again', { key: 'welcome:1' })).toEqual(expect.any(Number));
});
