import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Unlisten } from '../db/index.ts';
import { scheduleTask } from '../lib/schedule.ts';
import { TASK_CHANNEL, type AnyTaskDefinition, type TaskDefinitions } from '../lib/task-queue.ts';
import { purgeFinishedTasks, runDueTasks, type TaskWorker } from '../lib/task-worker.ts';
import { bulkDownloadTask } from '../modules/documents/bulk-download-task.ts';
import { monthlyInvoicesTask } from '../modules/invoice/monthly.ts';
import { liveRemindersTask } from '../modules/live-booking/reminders.ts';
import { mailTask } from '../modules/mail/mail-task.ts';
import { renditionTask } from '../modules/media/rendition-task.ts';
import { mediaImportTask } from '../modules/media-import/task.ts';
import { speechToTextTask } from '../modules/speech-to-text/task.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tasks: {
      /** Runs every task due now, those enqueued during a run under way too (tests await it). */
      drain(): Promise<void>;
    };
  }
}

/** Every task kind the app runs (a kind is declared in TaskPayloads by its module). */
const definitions: TaskDefinitions = {
  mail: mailTask,
  'monthly-invoices': monthlyInvoicesTask,
  'live-reminders': liveRemindersTask,
  'media-rendition': renditionTask,
  'speech-to-text': speechToTextTask,
  'bulk-download': bulkDownloadTask,
  'media-import': mediaImportTask,
};

/** Finds what no notification announced: tasks due later, retries, a lost listening connection. */
export const TASK_POLL_MS = 5_000;
const PURGE_EVERY_MS = 3_600_000;
const KEEP_FINISHED_MS = 30 * 86_400_000;

export interface TaskQueueOptions {
  database: Pick<Database, 'listen'>;
  /** Kinds only tests run. */
  extraDefinitions?: Record<string, AnyTaskDefinition>;
}

/**
 * This process's worker of the task queue (lib/task-queue.ts): it runs due tasks when the server
 * is ready, when a committed enqueue notifies it, and every TASK_POLL_MS; closing waits for it.
 */
export default fp(
  async function taskQueue(app: FastifyInstance, options: TaskQueueOptions) {
    const worker: TaskWorker = {
      id: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
      deps: app.deps,
      definitions: { ...definitions, ...options.extraDefinitions },
    };
    let unlisten: Unlisten | undefined;
    // Added before the queue's own hook so it runs after it (onClose runs last added first): no
    // run starts listening again once this has stopped.
    app.addHook('onClose', async () => {
      await unlisten?.();
    });
    const queue = scheduleTask(
      app,
      'task queue',
      TASK_POLL_MS,
      async () => {
        unlisten ??= await options.database.listen(
          TASK_CHANNEL,
          () => void queue.runNow(),
          () => {
            unlisten = undefined;
          },
        );
        await runDueTasks(worker);
        // Tasks may take minutes (a rendition of a long recording): the server does not wait.
      },
      { beforeReady: false },
    );
    scheduleTask(app, 'finished task purge', PURGE_EVERY_MS, async () => {
      const removed = await purgeFinishedTasks(
        app.db,
        new Date(app.now().getTime() - KEEP_FINISHED_MS),
      );
      if (removed > 0) app.log.info({ removed }, 'removed finished tasks');
    });
    app.decorate('tasks', { drain: queue.runNow });
  },
  { name: 'task-queue', dependencies: ['service-deps'] },
);
