import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/index.ts';
import { tasks } from '../db/schema.ts';
import type { AnyTaskDefinition } from './task-queue.ts';
import type { ServiceDeps } from './service-deps.ts';

export type Task = typeof tasks.$inferSelect;

/** A worker taken for dead after this long frees its tasks; a live one renews its lease. */
export const TASK_LEASE_MS = 2 * 60_000;
const LEASE_RENEW_MS = TASK_LEASE_MS / 4;
/** Tasks one worker runs at once. */
const BATCH = 5;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 3_600_000;

/** 30 s after the first failed attempt, doubling each time, at most an hour. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), MAX_RETRY_MS);

export interface TaskWorker {
  /** Tells this worker's claims from others' (host, process, app). */
  id: string;
  deps: ServiceDeps;
  definitions: Partial<Record<string, AnyTaskDefinition>>;
}

/** Claims and runs due tasks until none is left. */
export async function runDueTasks(worker: TaskWorker): Promise<void> {
  for (;;) {
    const claimed = await claimTasks(worker.deps, worker.id, BATCH);
    if (claimed.length === 0) return;
    await Promise.all(claimed.map((task) => runTask(worker, task)));
  }
}

/**
 * Marks up to `limit` due tasks (queued and due, or running past their lease) as this worker's,
 * in one statement; SKIP LOCKED lets workers in other processes claim other tasks meanwhile.
 */
export function claimTasks(
  { db, now }: Pick<ServiceDeps, 'db' | 'now'>,
  workerId: string,
  limit: number,
): Promise<Task[]> {
  const at = now();
  const due = db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      or(
        and(eq(tasks.state, 'queued'), or(isNull(tasks.runAt), lte(tasks.runAt, at))),
        and(eq(tasks.state, 'running'), lte(tasks.lockedUntil, at)),
      ),
    )
    .orderBy(tasks.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(tasks)
    .set({
      state: 'running',
      attempts: sql`${tasks.attempts} + 1`,
      lockedUntil: new Date(at.getTime() + TASK_LEASE_MS),
      lockedBy: workerId,
    })
    .where(inArray(tasks.id, due))
    .returning();
}

type Outcome = Pick<Task, 'state' | 'lastError' | 'finishedAt'> & { runAt?: Date };

async function runTask(worker: TaskWorker, task: Task): Promise<void> {
  const log = worker.deps.log.child({ taskId: task.id, kind: task.kind, attempt: task.attempts });
  const outcome = await attempt(worker, task, log);
  // Unrecorded, the task is run again once its lease has passed.
  const recorded = await recordOutcome(worker.deps.db, worker.id, task, outcome).catch(
    (err: unknown) => log.error({ err }, 'task outcome not recorded'),
  );
  if (recorded === false) log.warn('task outcome dropped: its lease had passed to another worker');
}

/**
 * Every failure is tried again until the last attempt, an unknown kind or payload too: during a
 * rolling deploy an older process may meet a kind or a shape only the newer one knows.
 */
async function attempt(worker: TaskWorker, task: Task, log: FastifyBaseLogger): Promise<Outcome> {
  const { now } = worker.deps;
  const failed = (lastError: string): Outcome => ({
    state: 'failed',
    lastError,
    finishedAt: now(),
  });
  const givenUp = async (lastError: string): Promise<Outcome> => {
    await giveUp(worker, task, lastError).catch((err: unknown) =>
      log.error({ err }, 'task failure not shown by its kind'),
    );
    return failed(lastError);
  };
  if (task.attempts > task.maxAttempts)
    return givenUp(`Its worker stopped during the last of ${task.maxAttempts} attempts.`);
  try {
    await runDefinition(worker, task);
    return { state: 'done', lastError: null, finishedAt: now() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (task.attempts >= task.maxAttempts) {
      log.error({ err: error }, 'task failed');
      return givenUp(message);
    }
    log.warn({ err: error }, 'task to be retried');
    const runAt = new Date(now().getTime() + retryDelayMs(task.attempts));
    return { state: 'queued', runAt, lastError: message, finishedAt: null };
  }
}

async function runDefinition({ id, deps, definitions }: TaskWorker, task: Task): Promise<void> {
  const definition = definitions[task.kind];
  if (!definition) throw new Error(`No handler for the task kind "${task.kind}".`);
  const payload = definition.payload.safeParse(task.payload);
  if (!payload.success)
    throw new Error(
      `The payload does not fit the task kind "${task.kind}":\n${z.prettifyError(payload.error)}`,
    );
  await whileLeased(deps, id, task, () => definition.run(deps, payload.data));
}

/** Tells the task's kind that it failed for good, when the kind wants to know (`gaveUp`). */
async function giveUp({ deps, definitions }: TaskWorker, task: Task, error: string) {
  const definition = definitions[task.kind];
  const payload = definition?.payload.safeParse(task.payload);
  if (definition?.gaveUp && payload?.success) await definition.gaveUp(deps, payload.data, error);
}

/** Renews the lease while `run` goes on, so a long task is not taken for abandoned. */
async function whileLeased(
  { db, now, log }: ServiceDeps,
  workerId: string,
  task: Task,
  run: () => Promise<void>,
): Promise<void> {
  const renew = () =>
    db
      .update(tasks)
      .set({ lockedUntil: new Date(now().getTime() + TASK_LEASE_MS) })
      .where(ownClaim(workerId, task))
      .catch((err: unknown) => log.error({ err, taskId: task.id }, 'task lease not renewed'));
  const timer = setInterval(() => void renew(), LEASE_RENEW_MS).unref();
  try {
    await run();
  } finally {
    clearInterval(timer);
  }
}

/** The task as this worker claimed it: a later claim by another worker counts one more attempt. */
const ownClaim = (workerId: string, task: Task) =>
  and(
    eq(tasks.id, task.id),
    eq(tasks.state, 'running'),
    eq(tasks.lockedBy, workerId),
    eq(tasks.attempts, task.attempts),
  );

async function recordOutcome(db: Db, workerId: string, task: Task, outcome: Outcome) {
  const updated = await db
    .update(tasks)
    .set({ ...outcome, lockedUntil: null, lockedBy: null })
    .where(ownClaim(workerId, task))
    .returning({ id: tasks.id });
  return updated.length > 0;
}

/** Removes tasks finished before `before`: their keys may be enqueued again after that. */
export async function purgeFinishedTasks(db: Db, before: Date): Promise<number> {
  const removed = await db
    .delete(tasks)
    .where(and(inArray(tasks.state, ['done', 'failed']), lt(tasks.finishedAt, before)))
    .returning({ id: tasks.id });
  return removed.length;
}
