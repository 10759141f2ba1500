import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/index.ts';
import { tasks } from '../db/schema.ts';
import type { ServiceDeps } from './service-deps.ts';

/**
 * Each task kind's payload as enqueued, declared by the module owning the kind:
 * `declare module '../../lib/task-queue.ts' { interface TaskPayloads { mail: MailPayload } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface TaskPayloads {}

export type TaskKind = keyof TaskPayloads;

/** How a kind of task runs: its payload checked (it may be older than the code), then `run`. */
export interface TaskDefinition<Payload, Parsed = Payload> {
  payload: z.ZodType<Parsed, Payload>;
  /** Throwing retries the task later; it may run again after a crash, so repeating must be safe. */
  run(deps: ServiceDeps, payload: Parsed): Promise<void>;
  /** Called once the last attempt failed, with its error: the kind shows the failure (a status). */
  gaveUp?(deps: ServiceDeps, payload: Parsed, error: string): Promise<void>;
}

export type AnyTaskDefinition = TaskDefinition<unknown, unknown>;

/** One definition per declared kind: TypeScript asks for the one a new kind lacks. */
export type TaskDefinitions = { [K in TaskKind]: TaskDefinition<TaskPayloads[K], unknown> };

export interface TaskOptions {
  /** Not before this time (a reminder); default: at once. */
  runAt?: Date;
  /** While a task with this key is kept, enqueuing the key again adds nothing. */
  key?: string;
  maxAttempts?: number;
}

export type NewTask = {
  [K in TaskKind]: { kind: K; payload: TaskPayloads[K] } & TaskOptions;
}[TaskKind];

export const TASK_MAX_ATTEMPTS = 10;

/** The NOTIFY channel that wakes the workers once an enqueuing transaction commits. */
export const TASK_CHANNEL = 'tasks';

/**
 * Adds a task in the caller's transaction (`db` or a `tx`): it exists, and a worker hears of it,
 * only if that transaction commits. Answers the new task's id, none when its key was taken.
 */
export function enqueueTask(db: Db, task: NewTask): Promise<number | undefined> {
  return insertTask(db, task);
}

/** enqueueTask for any kind: the worker's tests enqueue kinds the app does not declare. */
export async function insertTask(
  db: Db,
  {
    kind,
    payload,
    runAt,
    key,
    maxAttempts = TASK_MAX_ATTEMPTS,
  }: TaskOptions & {
    kind: string;
    payload: unknown;
  },
): Promise<number | undefined> {
  const [created] = await db
    .insert(tasks)
    .values({ kind, payload, runAt, key, maxAttempts, state: 'queued' })
    .onConflictDoNothing({ target: tasks.key })
    .returning({ id: tasks.id });
  if (created) await db.execute(sql`select pg_notify(${TASK_CHANNEL}, '')`);
  return created?.id;
}
