import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { constants } from 'node:os';

export interface Child {
  name: string;
  command: string;
  args: string[];
  options?: SpawnOptions;
}

/**
 * Runs the children until one of them ends, then stops the rest and exits with the code of the
 * first one to end. SIGINT and SIGTERM are passed on, so the children shut down cleanly.
 */
export function superviseChildren(children: Child[]): void {
  const running = new Map<string, ChildProcess>();
  let firstStatus: number | undefined;
  let stopping = false;
  const stopAll = (signal: NodeJS.Signals): void => {
    stopping = true;
    for (const child of running.values()) {
      try {
        if (child.pid) process.kill(-child.pid, signal);
      } catch {
        // The group is already gone: that child is ending on its own.
      }
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(signal));

  const ended = (name: string, status: number): void => {
    if (!running.delete(name)) return;
    if (firstStatus === undefined) {
      firstStatus = status;
      if (!stopping && running.size > 0) {
        console.error(`${name} ended with code ${status}; stopping the others.`);
        stopAll('SIGTERM');
      }
    }
    if (running.size === 0) process.exit(firstStatus);
  };
  for (const { name, command, args, options } of children) {
    // Its own process group, so a signal reaches what it starts too (npm does not pass it on).
    const child = spawn(command, args, { stdio: 'inherit', detached: true, ...options });
    running.set(name, child);
    child.on('error', (error) => {
      console.error(`${name} could not run: ${error.message}`);
      ended(name, 1);
    });
    child.on('exit', (code, signal) =>
      ended(name, code ?? 128 + constants.signals[signal ?? 'SIGTERM']),
    );
  }
}
