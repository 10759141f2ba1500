import { useCallback, useEffect, useReducer, useState } from 'react';
import { useDebounce } from 'use-debounce';
import { nextSort, tableStateReducer } from './table-state.ts';
import type { TableFilter, TableSort, TableState } from './table-state.ts';

/** Spec section 9: table filter inputs settle for 1000 ms before they apply. */
export const TABLE_DEBOUNCE_MS = 1000;

export interface TableStateOptions {
  /** Rows per page, e.g. 25 for the client library's projects (spec section 9). */
  perPage: number;
  /** The page to start on, e.g. one kept in the URL (default 1). */
  initialPage?: number;
  debounceMs?: number;
  initialSort?: TableSort | null;
  initialFilter?: TableFilter;
}

export interface TableStateApi {
  /** The applied state: what a list query asks the server for. */
  state: TableState;
  /** What the filter inputs show, ahead of `state.filter` while the debounce runs. */
  filterInputs: TableFilter;
  /** A typed filter waits for its debounce: an input shows other text than the filter applied. */
  filterPending: boolean;
  setPage(page: number): void;
  setPerPage(perPage: number): void;
  /** A header click: none → asc → desc → none on that column. */
  toggleSort(key: string): void;
  setSort(sort: TableSort | null): void;
  /** Typing in a filter input: applied once the input has been still for debounceMs. */
  setFilterInput(key: string, value: string): void;
  /** A choice (select, chip): applied at once. */
  setFilter(key: string, value: string): void;
  /** One filter, or without a key all of them, at once. */
  clearFilter(key?: string): void;
}

/** The input's text is not the filter applied: spaces are no filter. */
const inputAhead = (inputs: TableFilter, filter: TableFilter, key: string): boolean =>
  (inputs[key]?.trim() ?? '') !== (filter[key] ?? '');

/**
 * The state of a server-side table (client spec sections 3, 4 and 9): the page resets to 1 on
 * a sort, filter or page size change, and typed filters wait for the debounce.
 */
export function useTableState({
  perPage,
  initialPage = 1,
  debounceMs = TABLE_DEBOUNCE_MS,
  initialSort = null,
  initialFilter = {},
}: TableStateOptions): TableStateApi {
  const [state, dispatch] = useReducer(tableStateReducer, {
    page: initialPage,
    perPage,
    sort: initialSort,
    filter: initialFilter,
  });
  const [filterInputs, setFilterInputs] = useState<TableFilter>(initialFilter);

  // Applies the inputs that have settled and still show (a filter set at once since is not undone)
  // and differ from the applied filter, so a settled input whose text ends where it began does
  // not send the user back to page 1.
  const [settledInputs] = useDebounce(filterInputs, debounceMs);
  useEffect(() => {
    for (const [key, value] of Object.entries(settledInputs)) {
      if (value === filterInputs[key] && inputAhead(settledInputs, state.filter, key)) {
        dispatch({ type: 'filter', key, value });
      }
    }
  }, [settledInputs, filterInputs, state.filter]);

  const setFilterInput = useCallback((key: string, value: string) => {
    setFilterInputs((inputs) => ({ ...inputs, [key]: value }));
  }, []);
  const setFilter = useCallback((key: string, value: string) => {
    setFilterInputs((inputs) => ({ ...inputs, [key]: value }));
    dispatch({ type: 'filter', key, value });
  }, []);
  const clearFilter = useCallback((key?: string) => {
    setFilterInputs((inputs) =>
      key === undefined
        ? {}
        : Object.fromEntries(Object.entries(inputs).filter(([k]) => k !== key)),
    );
    dispatch({ type: 'clearFilter', key });
  }, []);
  const toggleSort = useCallback(
    (key: string) => dispatch({ type: 'sort', sort: nextSort(state.sort, key) }),
    [state.sort],
  );

  return {
    state,
    filterInputs,
    filterPending: Object.keys({ ...filterInputs, ...state.filter }).some((key) =>
      inputAhead(filterInputs, state.filter, key),
    ),
    setPage: useCallback((page: number) => dispatch({ type: 'page', page }), []),
    setPerPage: useCallback((size: number) => dispatch({ type: 'perPage', perPage: size }), []),
    toggleSort,
    setSort: useCallback((sort: TableSort | null) => dispatch({ type: 'sort', sort }), []),
    setFilterInput,
    setFilter,
    clearFilter,
  };
}
