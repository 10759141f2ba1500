import type { TableFilter, TableSort, TableState } from './table-state.ts';

/** What a screen's table accepts from its URL: anything else there is ignored. */
export interface TableUrlSchema {
  /** The page size when the URL names none; also dropped from the URL when chosen. */
  perPage: number;
  perPageOptions: readonly number[];
  sortKeys: readonly string[];
  filterKeys: readonly string[];
}

const positiveInteger = (value: string | null): number | undefined => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : undefined;
};

function sortOf(search: URLSearchParams, keys: readonly string[]): TableSort | null {
  const key = search.get('sort');
  const order = search.get('order');
  if (!key || !keys.includes(key)) return null;
  return { key, value: order === 'desc' ? 'desc' : 'asc' };
}

/**
 * A table's state kept in its screen's URL (`?page=2&perPage=100&sort=deadline&order=desc&title=x`),
 * so each screen keeps its own and a reload or a link shows the same rows.
 */
export function tableStateFromUrl(search: URLSearchParams, schema: TableUrlSchema): TableState {
  const perPage = positiveInteger(search.get('perPage'));
  const filter: TableFilter = {};
  for (const key of schema.filterKeys) {
    const value = search.get(key)?.trim();
    if (value) filter[key] = value;
  }
  return {
    page: positiveInteger(search.get('page')) ?? 1,
    perPage: perPage && schema.perPageOptions.includes(perPage) ? perPage : schema.perPage,
    sort: sortOf(search, schema.sortKeys),
    filter,
  };
}

/** The URL query of a table's state; what is as it starts (page 1, the default size) is left out. */
export function tableStateToUrl(state: TableState, schema: TableUrlSchema): URLSearchParams {
  const search = new URLSearchParams();
  if (state.page !== 1) search.set('page', String(state.page));
  if (state.perPage !== schema.perPage) search.set('perPage', String(state.perPage));
  if (state.sort) {
    search.set('sort', state.sort.key);
    search.set('order', state.sort.value);
  }
  for (const key of schema.filterKeys) {
    const value = state.filter[key];
    if (value) search.set(key, value);
  }
  return search;
}
