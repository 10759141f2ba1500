import { useState } from 'react';
import type { TableState } from './table-state.ts';
import type { TableStateApi } from './useTableState.ts';

/** The rows a table's state selects and their order, whatever the page. */
type View = Pick<TableState, 'filter' | 'sort'>;

const sameView = (a: View, b: View): boolean => {
  const keys = Object.keys(a.filter);
  return (
    a.sort?.key === b.sort?.key &&
    a.sort?.value === b.sort?.value &&
    keys.length === Object.keys(b.filter).length &&
    keys.every((key) => a.filter[key] === b.filter[key])
  );
};

export interface ShownPage<Page> {
  /** The page to draw; none draws skeleton rows and holds the paginator back. */
  page: Page | undefined;
  /** A typed filter waits for its debounce: the table is loading its rows already. */
  waiting: boolean;
}

/**
 * What a data table shows for its state, from what its query answered for that state (RTK
 * Query's currentData: undefined while it loads).
 *
 * While another page or page size of the same filter and sort loads, the last page answered
 * stays: the rows keep their room (DataTable marks them busy) and the paginator its place under
 * the pointer. Rows of another filter or sort do not stay, nor do the rows shown while a filter
 * is being typed: skeleton rows take their place and the paginator waits for the new total, as
 * on a first load. Kept, they would give way to the new rows a second after typing stopped (the
 * debounce, then the answer): a row lower in the old list would jump to its new place and the
 * paginator with it, the layout moving while nobody touched it.
 */
export function useShownPage<Page>(
  { state, filterPending: waiting }: Pick<TableStateApi, 'state' | 'filterPending'>,
  answered: Page | undefined,
): ShownPage<Page> {
  const [last, setLast] = useState<{ view: View; page: Page } | null>(null);
  if (answered !== undefined && !(last?.page === answered && sameView(last.view, state)))
    setLast({ view: { filter: state.filter, sort: state.sort }, page: answered });
  if (waiting) return { page: undefined, waiting };
  if (answered !== undefined) return { page: answered, waiting };
  return { page: last && sameView(last.view, state) ? last.page : undefined, waiting };
}
