/** A column's sort (client spec section 3, Table state): the key and its direction. */
export interface TableSort {
  key: string;
  value: 'asc' | 'desc';
}

/** Text filters by key; an empty value means no filter on that key. */
export type TableFilter = Record<string, string>;

/** Client spec section 3, Table state: page, perPage, sort and the filter map. */
export interface TableState {
  page: number;
  perPage: number;
  sort: TableSort | null;
  filter: TableFilter;
}

export type TableAction =
  | { type: 'page'; page: number }
  | { type: 'perPage'; perPage: number }
  | { type: 'sort'; sort: TableSort | null }
  | { type: 'filter'; key: string; value: string }
  /** Without a key: every filter goes. */
  | { type: 'clearFilter'; key?: string };

/** The header click cycle of one column (spec section 4, Table): none → asc → desc → none. */
export function nextSort(current: TableSort | null, key: string): TableSort | null {
  if (current?.key !== key) return { key, value: 'asc' };
  return current.value === 'asc' ? { key, value: 'desc' } : null;
}

function withoutKey(filter: TableFilter, key: string): TableFilter {
  return Object.fromEntries(Object.entries(filter).filter(([name]) => name !== key));
}

/**
 * Spec section 4, Table: a sort or filter change resets the page to 1; clearing a filter with
 * no key empties all filters. A page size change also starts again at page 1, as the old page
 * number points at other rows.
 */
export function tableStateReducer(state: TableState, action: TableAction): TableState {
  switch (action.type) {
    case 'page':
      return { ...state, page: action.page };
    case 'perPage':
      return { ...state, perPage: action.perPage, page: 1 };
    case 'sort':
      return { ...state, sort: action.sort, page: 1 };
    case 'filter': {
      const value = action.value.trim();
      const filter = value
        ? { ...state.filter, [action.key]: value }
        : withoutKey(state.filter, action.key);
      return { ...state, filter, page: 1 };
    }
    case 'clearFilter':
      return {
        ...state,
        filter: action.key === undefined ? {} : withoutKey(state.filter, action.key),
        page: 1,
      };
  }
}

/** Rows shown on a page, 1-based, for the paginator text; 0 - 0 when there are none. */
export function pageRange(page: number, perPage: number, total: number) {
  if (total === 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * perPage + 1, total);
  return { from, to: Math.min(page * perPage, total) };
}

export const pageCount = (perPage: number, total: number): number =>
  Math.max(1, Math.ceil(total / perPage));

/** The paginator's page links (spec section 9: five), a window around the current page. */
export function pageWindow(page: number, pages: number, size = 5): number[] {
  const count = Math.min(size, pages);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}
