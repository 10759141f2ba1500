import { keysetBatches } from './keyset-batches.ts';

const ids = Array.from({ length: 25 }, (_, index) => index + 1);

/** The rows after a key, as a keyset query reads them, counting the queries made. */
function table(rows: readonly number[]) {
  const queries: (number | undefined)[] = [];
  const batchAfter = (after: number | undefined, size: number) => {
    queries.push(after);
    return Promise.resolve(rows.filter((id) => after === undefined || id > after).slice(0, size));
  };
  return { batchAfter, queries };
}

async function collect(batches: AsyncIterable<number[]>) {
  const read: number[][] = [];
  for await (const batch of batches) read.push(batch);
  return read;
}

test('reads every row once, a batch after the last key of the one before', async () => {
  const { batchAfter, queries } = table(ids);
  const batches = await collect(keysetBatches(batchAfter, (id) => id, 10));
  expect(batches.map((batch) => batch.length)).toEqual([10, 10, 5]);
  expect(batches.flat()).toEqual(ids);
  expect(queries).toEqual([undefined, 10, 20]);
});

test('a last full batch costs one more query, which finds nothing', async () => {
  const { batchAfter, queries } = table(ids.slice(0, 20));
  expect((await collect(keysetBatches(batchAfter, (id) => id, 10))).flat()).toHaveLength(20);
  expect(queries).toEqual([undefined, 10, 20]);
});

test('no rows is no batch', async () => {
  expect(await collect(keysetBatches(table([]).batchAfter, (id) => id))).toEqual([]);
});
