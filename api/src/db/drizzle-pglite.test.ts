import { jest } from '@jest/globals';
import { PGlite, types } from '@electric-sql/pglite';
import { DrizzlePglite } from './drizzle-pglite.ts';

const drizzleQueryOptions = {
  rowMode: 'array' as const,
  parsers: { [types.TIMESTAMPTZ]: (value: string) => value, [1185]: (value: string) => value },
};

describe('DrizzlePglite', () => {
  let client: DrizzlePglite;
  // A new PGlite, not one restored from the suite's template, takes seconds on a busy machine.
  beforeAll(async () => {
    client = new DrizzlePglite();
    await client.waitReady;
  }, 60_000);
  afterAll(() => client.close());
  afterEach(() => jest.restoreAllMocks());

  it('reads timestamps as PostgreSQL text, without parsers of the query’s own', async () => {
    const query = jest.spyOn(PGlite.prototype, 'query');
    const { rows } = await client.query(
      "select timestamptz '2026-01-02 03:04:05+00' as at",
      [],
      drizzleQueryOptions,
    );
    expect(rows).toEqual([['2026-01-02 03:04:05+00']]);
    expect(query.mock.calls[0]![2]).toEqual({ rowMode: 'array' });
  });

  it('keeps parsers it does not apply itself', async () => {
    const { rows } = await client.query<{ n: string }>('select 41 as n', [], {
      parsers: { [types.INT4]: (value: string) => `#${value}` },
    });
    expect(rows).toEqual([{ n: '#41' }]);
  });

  it('does the same in a transaction, which still reports whether it is closed', async () => {
    const closedBefore = await client.transaction(async (tx) => {
      const drizzles = await tx.query(
        "select timestamptz '2026-01-02 03:04:05+00' as at",
        [],
        drizzleQueryOptions,
      );
      expect(drizzles.rows).toEqual([['2026-01-02 03:04:05+00']]);
      const own = await tx.query('select 41 as n', [], {
        parsers: { [types.INT4]: (value: string) => `#${value}` },
      });
      expect(own.rows).toEqual([{ n: '#41' }]);
      return tx.closed;
    });
    expect(closedBefore).toBe(false);
  });
});
