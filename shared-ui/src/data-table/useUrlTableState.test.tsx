import { act, renderHook } from '@testing-library/react';
import type { TableUrlSchema } from './table-state-url.ts';
import { useUrlTableState } from './useUrlTableState.ts';

const schema: TableUrlSchema = {
  perPage: 50,
  perPageOptions: [50, 100],
  sortKeys: ['deadline', 'title'],
  filterKeys: ['title', 'status'],
};

function renderWithUrl(query: string) {
  let search = new URLSearchParams(query);
  const setSearch = jest.fn((next: string) => {
    search = new URLSearchParams(next);
  });
  const hook = renderHook(() => useUrlTableState(schema, [search, setSearch]));
  return { ...hook, setSearch, url: () => search.toString() };
}

it('starts from the state its URL describes, ignoring what the schema does not know', () => {
  const { result, setSearch } = renderWithUrl(
    'page=3&perPage=100&sort=title&order=desc&title=Board&colour=red',
  );
  expect(result.current.state).toEqual({
    page: 3,
    perPage: 100,
    sort: { key: 'title', value: 'desc' },
    filter: { title: 'Board' },
  });
  // The unknown key is dropped from the URL, replacing the history entry.
  expect(setSearch).toHaveBeenLastCalledWith(
    'page=3&perPage=100&sort=title&order=desc&title=Board',
    { replace: true },
  );
});

it('writes each change back to the URL, leaving out what is as it starts', () => {
  const { result, rerender, url } = renderWithUrl('');
  act(() => result.current.setFilter('status', 'ordered'));
  rerender();
  expect(url()).toBe('status=ordered');
  act(() => result.current.toggleSort('deadline'));
  act(() => result.current.setPage(2));
  rerender();
  expect(url()).toBe('page=2&sort=deadline&order=asc&status=ordered');
  act(() => result.current.clearFilter());
  rerender();
  expect(url()).toBe('sort=deadline&order=asc');
});
