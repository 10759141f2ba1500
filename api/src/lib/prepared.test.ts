import type { Db } from '../db/index.ts';
import { preparedPerDatabase } from './prepared.ts';

it('builds a query once for each database it runs on', () => {
  let builds = 0;
  const prepared = preparedPerDatabase((db) => ({ db, build: ++builds }));
  const first = {} as Db;
  const second = {} as Db;
  expect(prepared(first)).toEqual({ db: first, build: 1 });
  expect(prepared(first)).toEqual({ db: first, build: 1 });
  expect(prepared(second)).toEqual({ db: second, build: 2 });
});
