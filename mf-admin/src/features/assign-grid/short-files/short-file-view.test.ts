import { shortFileQuery, withNextBatch } from './short-file-view.ts';

const state = { page: 2, perPage: 50, sort: null, filter: { title: 'ignored' } };

it('asks for the ordered, unassigned short files, whatever the filters', () => {
  expect(shortFileQuery(state, 300)).toEqual({
    page: 2,
    pageSize: 50,
    status: ['ordered'],
    subStatus: ['Unassigned'],
    onHold: false,
    hasIssue: false,
    maxDuration: 300,
  });
  expect(shortFileQuery({ ...state, sort: { key: 'duration', value: 'desc' } }, 300)).toMatchObject(
    { sort: 'duration', order: 'desc' },
  );
});

it('adds the next batch of rows not chosen yet to the chosen ones', () => {
  const rows = [1, 2, 3, 4, 5].map((id) => ({ id }));
  expect(withNextBatch(new Set([2]), rows, 2)).toEqual(new Set([2, 1, 3]));
  expect(withNextBatch(new Set([9]), rows, 10)).toEqual(new Set([9, 1, 2, 3, 4, 5]));
});
