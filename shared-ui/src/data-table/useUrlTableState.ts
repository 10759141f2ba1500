import { useEffect, useState } from 'react';
import { tableStateFromUrl, tableStateToUrl, type TableUrlSchema } from './table-state-url.ts';
import { useTableState, type TableStateApi } from './useTableState.ts';

/** The screen's URL query and how to replace it, e.g. react-router's useSearchParams(). */
export type SearchParamsPair = readonly [
  URLSearchParams,
  (next: string, options: { replace: true }) => unknown,
];

/**
 * A table's state kept in its screen's URL (staff spec section 2, "state is kept per screen"):
 * read once on mount, then written back (replacing the history entry) on every change, so a
 * reload, a return from another screen or a shared link shows the same rows.
 *   const table = useUrlTableState(schema, useSearchParams());
 */
export function useUrlTableState(
  schema: TableUrlSchema,
  [search, setSearch]: SearchParamsPair,
): TableStateApi {
  const [initial] = useState(() => tableStateFromUrl(search, schema));
  const table = useTableState({
    perPage: initial.perPage,
    initialPage: initial.page,
    initialSort: initial.sort,
    initialFilter: initial.filter,
  });
  const wanted = tableStateToUrl(table.state, schema).toString();
  const shown = search.toString();
  useEffect(() => {
    if (wanted !== shown) setSearch(wanted, { replace: true });
  }, [wanted, shown, setSearch]);
  return table;
}
