/** Rows a report reads per query: small enough to stay flat in memory, large enough to be quick. */
export const BATCH_ROWS = 1000;

/**
 * A table read a batch at a time, by keyset: each query asks for the rows after the last key of
 * the batch before (`WHERE key > after ORDER BY key LIMIT size`), so a year of rows never sits
 * in memory and no cursor or transaction stays open between batches (PGlite has none to hold).
 * The key must be unique and be what the query orders by.
 *
 *   keysetBatches((after, size) =>
 *     db.select().from(jobs).where(after ? gt(jobs.id, after) : undefined)
 *       .orderBy(jobs.id).limit(size), (job) => job.id)
 */
export async function* keysetBatches<Row, Key>(
  batchAfter: (after: Key | undefined, size: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  size = BATCH_ROWS,
): AsyncGenerator<Row[]> {
  let after: Key | undefined;
  for (;;) {
    const rows = await batchAfter(after, size);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < size || last === undefined) return;
    after = keyOf(last);
  }
}
