import type { FastifyInstance } from 'fastify';

export interface ScheduledTask {
  /**
   * Runs the task now, or once more right after the run under way (which may have looked before
   * the news that calls for this one); resolves when that run is over. Does nothing once closed.
   */
  runNow(): Promise<void>;
}

/**
 * Runs `task` once when the server is ready (before it is, unless `beforeReady` is false), then
 * every `everyMs` until it closes. The timer does not keep the process alive, a run never
 * overlaps the one before, and closing waits for the run under way. A failed run is logged as
 * `name` and the next one tries again.
 */
export function scheduleTask(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  task: () => Promise<void>,
  { beforeReady = true }: { beforeReady?: boolean } = {},
): ScheduledTask {
  let closed = false;
  let running: Promise<void> | undefined;
  let rerun: Promise<void> | undefined;
  const run = (): Promise<void> => {
    if (closed) return Promise.resolve();
    running ??= task()
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const runNow = (): Promise<void> => {
    if (!running) return run();
    rerun ??= running.then(() => {
      rerun = undefined;
      return run();
    });
    return rerun;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (beforeReady) await run();
    else void run();
    timer = setInterval(() => void run(), everyMs).unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await rerun;
    await running;
  });
  return { runNow };
}
