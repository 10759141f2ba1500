/**
 * The embedded database's own thread (pglite-thread.ts): PGlite runs here, so its WASM and its
 * wire-protocol JavaScript do not hold up the API's thread. Answers each request by its id.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Transaction } from '@electric-sql/pglite';
import { DrizzlePglite } from './drizzle-pglite.ts';
import type {
  Notification,
  PlainError,
  Ready,
  Reply,
  Request,
  WorkerStart,
} from './pglite-thread-protocol.ts';

const port = parentPort!;
const { dataDir } = workerData as WorkerStart;
const client = new DrizzlePglite({ dataDir });

/** A transaction open for the API thread's queries until it ends it. */
interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  /** Settles when PGlite has committed or rolled back; rejects if the commit failed. */
  done: Promise<void>;
}
const transactions = new Map<number, OpenTransaction>();
let lastTransaction = 0;

/** The channels listened to (the API thread asks once for each), with PGlite's way to stop. */
const unlisten = new Map<string, () => Promise<void>>();

function plainError(error: unknown): PlainError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields = Object.fromEntries(
    Object.entries(error).filter(([, value]) =>
      ['string', 'number', 'boolean'].includes(typeof value),
    ),
  ) as PlainError['fields'];
  return { name: error.name, message: error.message, fields };
}

const ROLLED_BACK = Symbol('rolled back by the API thread');

/** Opens a transaction, which lasts until the API thread ends it. */
async function begin(): Promise<number> {
  const ended = Promise.withResolvers<boolean>();
  const opened = Promise.withResolvers<Transaction>();
  const done = client
    .transaction(async (tx) => {
      opened.resolve(tx);
      if (!(await ended.promise)) throw ROLLED_BACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLED_BACK) throw error;
    });
  // A failed BEGIN rejects `done` before anything opens.
  const tx = await Promise.race([opened.promise, done.then(() => opened.promise)]);
  const id = ++lastTransaction;
  transactions.set(id, { tx, end: ended.resolve, done });
  return id;
}

function openTransaction(id: number): OpenTransaction {
  const open = transactions.get(id);
  if (!open) throw new Error(`Transaction ${id} is not open`);
  return open;
}

async function perform(request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? client : openTransaction(request.tx).tx;
      return target.query(request.text, request.params, request.options);
    }
    case 'begin':
      return begin();
    case 'end': {
      const open = openTransaction(request.tx);
      transactions.delete(request.tx);
      open.end(request.commit);
      return open.done;
    }
    case 'listen': {
      const stop = await client.listen(request.channel, (payload) =>
        port.postMessage({ notify: request.channel, payload } satisfies Notification),
      );
      unlisten.set(request.channel, stop);
      return undefined;
    }
    case 'unlisten':
      await unlisten.get(request.channel)?.();
      unlisten.delete(request.channel);
      return undefined;
    case 'close':
      await client.close();
      return undefined;
  }
}

port.on('message', (request: Request) => {
  perform(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies Reply),
    (error: unknown) =>
      port.postMessage({ id: request.id, ok: false, error: plainError(error) } satisfies Reply),
  );
});

client.waitReady.then(
  () => port.postMessage({ ready: true } satisfies Ready),
  (error: unknown) => port.postMessage({ ready: false, error: plainError(error) } satisfies Ready),
);
