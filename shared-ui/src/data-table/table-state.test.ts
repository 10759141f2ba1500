import { nextSort, pageRange, pageWindow, tableStateReducer } from './table-state.ts';
import type { TableState } from './table-state.ts';

const onPage3: TableState = { page: 3, perPage: 25, sort: null, filter: { title: 'Board' } };

it('cycles a column none → asc → desc → none, and starts another column at asc', () => {
  const asc = nextSort(null, 'title');
  expect(asc).toEqual({ key: 'title', value: 'asc' });
  const desc = nextSort(asc, 'title');
  expect(desc).toEqual({ key: 'title', value: 'desc' });
  expect(nextSort(desc, 'title')).toBeNull();
  expect(nextSort(desc, 'status')).toEqual({ key: 'status', value: 'asc' });
});

it('goes back to page 1 when the sort, a filter or the page size changes', () => {
  const sorted = tableStateReducer(onPage3, { type: 'sort', sort: { key: 'title', value: 'asc' } });
  expect(sorted.page).toBe(1);
  const filtered = tableStateReducer(onPage3, { type: 'filter', key: 'company', value: 'Acme' });
  expect(filtered).toMatchObject({ page: 1, filter: { title: 'Board', company: 'Acme' } });
  expect(tableStateReducer(onPage3, { type: 'perPage', perPage: 50 })).toMatchObject({
    page: 1,
    perPage: 50,
  });
  expect(tableStateReducer(onPage3, { type: 'page', page: 4 }).page).toBe(4);
});

it('drops a filter set to blank, one cleared by key, and all of them cleared without a key', () => {
  const two = { ...onPage3, filter: { title: 'Board', company: 'Acme' } };
  expect(tableStateReducer(two, { type: 'filter', key: 'title', value: '  ' }).filter).toEqual({
    company: 'Acme',
  });
  expect(tableStateReducer(two, { type: 'clearFilter', key: 'company' }).filter).toEqual({
    title: 'Board',
  });
  expect(tableStateReducer(two, { type: 'clearFilter' }).filter).toEqual({});
});

it('counts the rows of a page for "Showing X - Y out of Z items"', () => {
  expect(pageRange(1, 25, 60)).toEqual({ from: 1, to: 25 });
  expect(pageRange(3, 25, 60)).toEqual({ from: 51, to: 60 });
  expect(pageRange(1, 25, 0)).toEqual({ from: 0, to: 0 });
});

it('shows five page links around the current page, within the pages there are', () => {
  expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
  expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
  expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
});
