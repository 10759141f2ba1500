/** What the API thread and the embedded database's thread say to each other (pglite-thread.ts). */

export interface WorkerStart {
  /** Where PGlite persists; in memory without one. */
  dataDir?: string;
}

/** Only plain options cross: Drizzle's parsers are dropped first (DrizzlePglite applies them). */
export interface PlainQueryOptions {
  rowMode?: 'array' | 'object';
}

/** What the API thread asks for; each request carries an id its reply answers to. */
export type Call =
  | { op: 'query'; text: string; params?: unknown[]; options?: PlainQueryOptions; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'close' };

export type Request = { id: number } & Call;

/** An error as plain fields, PostgreSQL's code, constraint and detail among them. */
export interface PlainError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

export type Reply = { id: number } & (
  { ok: true; value: unknown } | { ok: false; error: PlainError }
);

/** Sent once PGlite has opened (or failed to). */
export type Ready = { ready: true } | { ready: false; error: PlainError };

/** A NOTIFY heard on a channel listened to. */
export interface Notification {
  notify: string;
  payload: string;
}
