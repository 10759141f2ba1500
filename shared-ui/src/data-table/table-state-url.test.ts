import { tableStateFromUrl, tableStateToUrl, type TableUrlSchema } from './table-state-url.ts';

const schema: TableUrlSchema = {
  perPage: 50,
  perPageOptions: [50, 100],
  sortKeys: ['deadline', 'title'],
  filterKeys: ['title', 'status'],
};

it('reads the page, size, sort and filters a URL keeps', () => {
  const search = new URLSearchParams('page=3&perPage=100&sort=title&order=desc&title=Board&x=1');
  expect(tableStateFromUrl(search, schema)).toEqual({
    page: 3,
    perPage: 100,
    sort: { key: 'title', value: 'desc' },
    filter: { title: 'Board' },
  });
});

it('starts as a new table from a URL with nothing, or nothing it accepts', () => {
  const fresh = { page: 1, perPage: 50, sort: null, filter: {} };
  expect(tableStateFromUrl(new URLSearchParams(), schema)).toEqual(fresh);
  const wrong = new URLSearchParams('page=-2&perPage=30&sort=typist&order=asc&status=%20');
  expect(tableStateFromUrl(wrong, schema)).toEqual(fresh);
});

it('writes only what differs from a new table, and reads back what it wrote', () => {
  const state = {
    page: 2,
    perPage: 50,
    sort: { key: 'deadline', value: 'asc' as const },
    filter: { status: 'assigned' },
  };
  const search = tableStateToUrl(state, schema);
  expect(search.toString()).toBe('page=2&sort=deadline&order=asc&status=assigned');
  expect(tableStateFromUrl(search, schema)).toEqual(state);
  expect(tableStateToUrl({ page: 1, perPage: 50, sort: null, filter: {} }, schema).toString()).toBe(
    '',
  );
});
