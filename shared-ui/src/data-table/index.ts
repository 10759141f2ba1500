// The server-side data table, its paginator and its state (client spec sections 3, 4 and 9).
//
// A list screen is a ListPage (../list-page/ListPage.tsx, exported by @portal/ui/table): one
// declaration of its title, query, table state, columns, filters, empty and failed states, row
// actions and dialogs; a list inside a card or an expanded row is a ListView. They are built
// from the parts below, which a screen wires by hand only where they do not fit. Underneath, a
// list holds the state, asks the server for the page it describes and draws it:
//   const table = useTableState({ perPage: 25 });            // debounceMs defaults to 1000
//   const { currentData, isFetching, error, refetch } = useGetThingsQuery({
//     page: table.state.page, pageSize: table.state.perPage, ...table.state.filter,
//     sort: table.state.sort?.key, order: table.state.sort?.value });
//   const { page, waiting } = useShownPage(table, currentData);  // no other filter's rows
//   <input value={table.filterInputs.title ?? ''}
//     onChange={(e) => table.setFilterInput('title', e.target.value)} />   // debounced
//   <DataTable label="Things" columns={columns} rows={page?.result} getRowId={(t) => t.id}
//     loading={isFetching || waiting} error={error && text} onRetry={refetch}
//     empty={<EmptyState … />} sort={table.state.sort} onSortClick={table.toggleSort}
//     renderExpanded={(thing) => <ThingDetails thing={thing} />} />      // optional
//   <TablePaginator label="Pages of things" table={table} total={page?.total} />
//
// A screen that keeps its table in its URL uses useUrlTableState(schema, useSearchParams()),
// which reads it with tableStateFromUrl and writes tableStateToUrl(table.state) back.
//
// Columns are plain objects: { id, header, cell(row), sortable?, align?, width? }; the id is
// the sort key a header click reports.
export { DataTable } from './DataTable.tsx';
export type { DataTableColumn, DataTableProps, RowSelection } from './DataTable.tsx';
export { Paginator, PER_PAGE_OPTIONS } from './Paginator.tsx';
export type { PaginatorProps } from './Paginator.tsx';
export { TablePaginator } from './TablePaginator.tsx';
export type { TablePaginatorProps } from './TablePaginator.tsx';
export { TABLE_DEBOUNCE_MS, useTableState } from './useTableState.ts';
export type { TableStateApi, TableStateOptions } from './useTableState.ts';
export type { TableFilter, TableSort, TableState } from './table-state.ts';
export { tableStateFromUrl, tableStateToUrl } from './table-state-url.ts';
export { useShownPage } from './useShownPage.ts';
export type { ShownPage } from './useShownPage.ts';
export { useUrlTableState } from './useUrlTableState.ts';
export { TableFilters } from './TableFilters.tsx';
export type { ChoiceFilterField, TableFiltersProps, TextFilterField } from './TableFilters.tsx';
export type { SearchParamsPair } from './useUrlTableState.ts';
export type { TableUrlSchema } from './table-state-url.ts';
