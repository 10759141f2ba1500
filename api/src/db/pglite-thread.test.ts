import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { fromPglite } from './index.ts';
import { PgliteThread } from './pglite-thread.ts';

describe('PgliteThread', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await PgliteThread.open();
    await thread.query('create table notes (id int primary key, body text)');
  }, 60_000);
  afterAll(() => thread.close());
  beforeEach(() => thread.query('delete from notes'));

  const bodies = async () =>
    (await thread.query<{ body: string }>('select body from notes order by id')).rows.map(
      (row) => row.body,
    );

  it('answers queries with their parameters, as rows or arrays', async () => {
    await thread.query('insert into notes values ($1, $2), ($3, $4)', [1, 'one', 2, 'two']);
    expect(await bodies()).toEqual(['one', 'two']);
    const { rows } = await thread.query('select id from notes where id = $1', [2], {
      rowMode: 'array',
    });
    expect(rows).toEqual([[2]]);
  });

  it('keeps timestamps as text, taking Drizzle’s parsers as given', async () => {
    const { rows } = await thread.query("select timestamptz '2026-01-02 03:04:05+00' as at", [], {
      parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
    });
    expect(rows).toEqual([{ at: '2026-01-02 03:04:05+00' }]);
  });

  it('refuses options that cannot cross threads', () => {
    expect(() =>
      thread.query('select 1', [], { parsers: { [types.INT4]: (value: string) => value } }),
    ).toThrow('Query options cannot cross to the database thread: parsers');
  });

  it('fails with PostgreSQL’s code and constraint', async () => {
    await thread.query("insert into notes values (1, 'one')");
    await expect(thread.query("insert into notes values (1, 'again')")).rejects.toMatchObject({
      code: '23505',
      constraint: 'notes_pkey',
      message: expect.stringContaining('duplicate key'),
    });
  });

  it('commits a transaction, or rolls it back when its work throws', async () => {
    await thread.transaction(async (tx) => {
      await tx.query("insert into notes values (1, 'kept')");
    });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query("insert into notes values (2, 'dropped')");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await bodies()).toEqual(['kept']);
  });

  it('reports a commit that fails', async () => {
    await thread.query(
      'create table pairs (id int, constraint pairs_once unique (id) deferrable initially deferred)',
    );
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into pairs values (1), (1)');
      }),
    ).rejects.toMatchObject({ code: '23505', constraint: 'pairs_once' });
  });

  it('runs other queries after a transaction, not inside it', async () => {
    let insideSaw: string[] = [];
    const outside = thread.transaction(async (tx) => {
      await tx.query("insert into notes values (1, 'in the transaction')");
      const rows = await tx.query<{ body: string }>('select body from notes');
      insideSaw = rows.rows.map((row) => row.body);
    });
    const afterwards = bodies();
    await outside;
    expect(insideSaw).toEqual(['in the transaction']);
    expect(await afterwards).toEqual(['in the transaction']);
  });

  it('delivers a NOTIFY to each listener until it stops listening', async () => {
    const heard: string[] = [];
    const heardToo: string[] = [];
    const stop = await thread.listen('news', (payload) => heard.push(payload));
    const stopToo = await thread.listen('news', (payload) => heardToo.push(payload));
    await thread.query("select pg_notify('news', 'first')");
    await stop();
    await thread.query("select pg_notify('news', 'second')");
    await stopToo();
    await thread.query("select pg_notify('news', 'third')");
    await thread.query('select 1');
    expect(heard).toEqual(['first']);
    expect(heardToo).toEqual(['first', 'second']);
  });

  it('serves Drizzle, transactions included', async () => {
    const { db } = fromPglite(thread);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (3, 'by Drizzle')`);
        tx.rollback();
      }),
    ).rejects.toThrow('Rollback');
    await db.execute(sql`insert into notes values (4, ${'kept by Drizzle'})`);
    expect(await bodies()).toEqual(['kept by Drizzle']);
  });
});

it('refuses work once closed', async () => {
  const thread = await PgliteThread.open();
  await thread.close();
  await expect(thread.query('select 1')).rejects.toThrow('The embedded database is closed');
}, 60_000);
