import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export interface CpuLoad {
  /** How many threads spin: one a core. */
  threads: number;
  stop(): Promise<void>;
}

/**
 * Keeps every core busy with a thread that spins until stopped, as a machine shared with other
 * jobs is: tests that pass only when they have the machine to themselves fail under it.
 */
export function startCpuLoad(threads = availableParallelism()): CpuLoad {
  const workers = Array.from({ length: threads }, () => new Worker('for (;;);', { eval: true }));
  return {
    threads,
    stop: async () => {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
