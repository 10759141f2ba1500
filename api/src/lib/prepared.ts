import type { Db } from '../db/index.ts';

/**
 * A query Drizzle builds once per database and then runs with new values (`sql.placeholder`).
 * Building a select costs 0.1–0.3 ms, which the commonest reads would pay on every request; on
 * PostgreSQL it is also a named statement, parsed once per connection, so `build` must give
 * each query a name of its own. A transaction's `tx` gets its own, as its queries run on it.
 */
export function preparedPerDatabase<Prepared extends object>(
  build: (db: Db) => Prepared,
): (db: Db) => Prepared {
  const built = new WeakMap<Db, Prepared>();
  return (db) => {
    const known = built.get(db);
    if (known) return known;
    const prepared = build(db);
    built.set(db, prepared);
    return prepared;
  };
}
