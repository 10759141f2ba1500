import {
  PGlite,
  types,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const asText = (value: string) => value;

/** The types Drizzle's PGlite driver reads as PostgreSQL's text. */
const textTypes = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE];
/** Drizzle's too: arrays of those and of numeric, which PGlite parses into arrays on its own. */
const arrayTypes = [1115, 1185, 1187, 1182, 1231];
const drizzleParserTypes = new Set([...textTypes, ...arrayTypes].map(String));

/** Whether a query's own parsers are only Drizzle's, which the instance already applies. */
const onlyDrizzles = (parsers: QueryOptions['parsers']) =>
  parsers !== undefined && Object.keys(parsers).every((type) => drizzleParserTypes.has(type));

export function withoutDrizzleParsers(options?: QueryOptions): QueryOptions | undefined {
  if (!onlyDrizzles(options?.parsers)) return options;
  const { parsers: _dropped, ...rest } = options!;
  return rest;
}

/**
 * PGlite as the portal opens it: with PostgreSQL's contrib pg_trgm (the migrations use it), and
 * dates, times and intervals left as PostgreSQL's text, as Drizzle reads them.
 *
 * Drizzle's driver asks for that text through parsers of each query's own, which PGlite merges
 * into its 300-odd built-in ones on every call: about 170 µs, more than a one-row select costs.
 * Opened with them, each query's own are dropped. Arrays of those types come back as arrays of
 * text rather than one text, which Drizzle reads the same; the schema has none.
 */
export class DrizzlePglite extends PGlite {
  /** Persisted under `options.dataDir`, or in memory without one. */
  constructor(options: Omit<PGliteOptions, 'extensions' | 'parsers'> = {}) {
    super({
      ...options,
      extensions: { pg_trgm },
      parsers: Object.fromEntries(textTypes.map((type) => [type, asText])),
    });
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions) {
    return super.query<T>(query, params, withoutDrizzleParsers(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      const query = <R>(text: string, params?: unknown[], options?: QueryOptions) =>
        tx.query<R>(text, params, withoutDrizzleParsers(options)) as Promise<Results<R>>;
      // The rest, `closed` included, is read live from PGlite's own transaction.
      return callback(Object.assign(Object.create(tx) as Transaction, { query }));
    });
  }
}
