import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { withoutDrizzleParsers } from './drizzle-pglite.ts';
import type {
  Call,
  Notification,
  PlainError,
  PlainQueryOptions,
  Ready,
  Reply,
  Request,
  WorkerStart,
} from './pglite-thread-protocol.ts';

/** What queries run on inside a transaction. */
export interface ThreadTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

function errorFrom({ name, message, fields }: PlainError): Error {
  return Object.assign(new Error(message), fields, { name });
}

/** Only `rowMode` crosses threads; Drizzle's parsers are applied there already. */
function plainOptions(options?: QueryOptions): PlainQueryOptions | undefined {
  const { rowMode, ...other } = withoutDrizzleParsers(options) ?? {};
  const unsupported = Object.keys(other);
  if (unsupported.length > 0)
    throw new Error(`Query options cannot cross to the database thread: ${unsupported.join(', ')}`);
  return rowMode === undefined ? undefined : { rowMode };
}

/**
 * The embedded database (PGlite) on a thread of its own, with the part of PGlite's API that
 * Drizzle and the portal use. PGlite's WASM and wire-protocol JavaScript cost about 1 ms of a
 * simple request's 1.7 on the API's thread; here they run beside it, on the other core.
 */
export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, PromiseWithResolvers<unknown>>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #lastId = 0;
  #stopped: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
  }

  /** Opens PGlite persisted in `dataDir` (in memory without one) on a new thread. */
  static async open(start: WorkerStart = {}): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pglite-thread-worker.ts', import.meta.url), {
      workerData: start,
    });
    const ready = await new Promise<Ready>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    if (!ready.ready) {
      await worker.terminate();
      throw errorFrom(ready.error);
    }
    const thread = new PgliteThread(worker);
    worker.on('message', (message: Reply | Notification) => thread.#receive(message));
    worker.on('error', (error) => thread.#stop(error));
    worker.on('exit', (code) =>
      thread.#stop(new Error(`The embedded database's thread stopped (exit code ${code})`)),
    );
    return thread;
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(text, params, options);
  }

  /** Commits when `callback` settles, or rolls back if it throws; like PGlite's own. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = (await this.#call({ op: 'begin' })) as number;
    let ended = false;
    const end = async (commit: boolean) => {
      if (ended) return;
      ended = true;
      await this.#call({ op: 'end', tx, commit });
    };
    const inTransaction: ThreadTransaction = {
      query: (text, params, options) => {
        if (ended) return Promise.reject(new Error('Transaction is closed'));
        return this.#query(text, params, options, tx);
      },
    };
    try {
      const result = await callback(inTransaction);
      await end(true);
      return result;
    } catch (error) {
      await end(false);
      throw error;
    }
  }

  /** Calls `callback` on each NOTIFY on `channel`, until the returned call. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listeners = this.#listeners.get(channel) ?? new Set();
    this.#listeners.set(channel, listeners);
    listeners.add(callback);
    if (listeners.size === 1) await this.#call({ op: 'listen', channel });
    return async () => {
      if (!listeners.delete(callback) || listeners.size > 0) return;
      this.#listeners.delete(channel);
      await this.#call({ op: 'unlisten', channel });
    };
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    await this.#call({ op: 'close' });
    this.#stop(new Error('The embedded database is closed'));
    await this.#worker.terminate();
  }

  #query<T>(text: string, params?: unknown[], options?: QueryOptions, tx?: number) {
    const call = { op: 'query' as const, text, params, options: plainOptions(options), tx };
    return this.#call(call) as Promise<Results<T>>;
  }

  #call(call: Call): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = ++this.#lastId;
    const reply = Promise.withResolvers<unknown>();
    this.#pending.set(id, reply);
    this.#worker.postMessage({ ...call, id } satisfies Request);
    return reply.promise;
  }

  #receive(message: Reply | Notification): void {
    if ('notify' in message) {
      for (const listener of this.#listeners.get(message.notify) ?? []) listener(message.payload);
      return;
    }
    const pending = this.#pending.get(message.id);
    this.#pending.delete(message.id);
    if (message.ok) pending?.resolve(message.value);
    else pending?.reject(errorFrom(message.error));
  }

  #stop(reason: Error): void {
    this.#stopped ??= reason;
    for (const pending of this.#pending.values()) pending.reject(this.#stopped);
    this.#pending.clear();
  }
}
