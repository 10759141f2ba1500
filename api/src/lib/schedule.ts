import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` once when the server is ready, then every `everyMs` until it closes. The timer does
 * not keep the process alive, a run never overlaps the one before, and closing waits for the run
 * under way. A failed run is logged as `name` and the next one tries again.
 */
export function scheduleTask(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  task: () => Promise<void>,
): void {
  let running: Promise<void> | undefined;
  const run = (): Promise<void> => {
    running ??= task()
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), everyMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
