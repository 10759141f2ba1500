import type { ReactNode } from 'react';
import { failureText } from '@portal/contracts';
import { DataTable } from '../data-table/DataTable.tsx';
import type { DataTableColumn, DataTableProps } from '../data-table/DataTable.tsx';
import { Paginator } from '../data-table/Paginator.tsx';
import { TableFilters } from '../data-table/TableFilters.tsx';
import type { TableFiltersProps } from '../data-table/TableFilters.tsx';
import { TablePaginator } from '../data-table/TablePaginator.tsx';
import type { TableStateApi } from '../data-table/useTableState.ts';
import { EmptyState } from '../feedback/EmptyState.tsx';
import type { EmptyStateProps } from '../feedback/EmptyState.tsx';

/** What a list reads of its query, as an RTK Query hook answers it. */
export interface ListQuery<T> {
  /**
   * The server's page: its rows and the rows it has in all (at least, when it capped its count);
   * undefined while that loads.
   */
  data?: { result: readonly T[]; total: number; totalIsCapped?: boolean };
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch(): unknown;
}

/** The paging of a list that keeps its page itself rather than in a table state. */
export interface ListPaging {
  page: number;
  perPage: number;
  onPageChange(page: number): void;
  /** Shows the paginator only when there is more than one page (else once there are rows). */
  onlyWhenPaged?: boolean;
}

export interface ListViewProps<T> extends Pick<
  DataTableProps<T>,
  'columns' | 'getRowId' | 'renderExpanded' | 'expandLabel' | 'selection' | 'skeletonRows'
> {
  /** The table's name: "Companies". A scrolling region is "Companies table". */
  label: string;
  query: ListQuery<T>;
  /** The table state behind the query: its sort, filters and pages. */
  table?: TableStateApi;
  /** Paging without a table state. */
  paging?: ListPaging;
  /** Names the paginator: "Pages of companies". */
  pagesLabel?: string;
  /** Offers these page sizes (a table state's lists only). */
  perPageOptions?: readonly number[];
  /** Shows the table's state as loading besides its query (a filter waiting to apply). */
  loading?: boolean;
  /** The failed load's lead, e.g. "The media could not be loaded.", before the server's reason. */
  loadFailed: string;
  /** The reason a failed load gives after loadFailed; none (false) shows loadFailed alone. */
  failureReason?: false | ((error: unknown) => string);
  /** What an empty page shows; a heading level 2 unless told. */
  empty: EmptyStateProps;
  /** The shared filters of the table state: TableFilters' props. */
  filters?: Omit<TableFiltersProps, 'table'>;
  /** Between the filters and the table: a screen's own filters, a bulk toolbar. */
  toolbar?: ReactNode;
  /** Wraps the table in a region of this class that scrolls sideways (wide tables). */
  scrollClassName?: string;
  /** Each row's buttons, in a last column "Actions". */
  rowActions?(row: T): ReactNode;
  /** The dialog the list has open, if any. */
  dialogs?: ReactNode;
}

function ListPaginator<T>({
  table,
  paging,
  pagesLabel,
  perPageOptions,
  total,
  totalIsCapped,
}: Pick<ListViewProps<T>, 'table' | 'paging' | 'pagesLabel' | 'perPageOptions'> & {
  total: number | undefined;
  totalIsCapped: boolean | undefined;
}) {
  if (table)
    return (
      <TablePaginator
        label={pagesLabel ?? 'Pagination'}
        table={table}
        total={total}
        totalIsCapped={totalIsCapped}
        perPageOptions={perPageOptions}
      />
    );
  if (!paging || (total ?? 0) <= (paging.onlyWhenPaged ? paging.perPage : 0)) return null;
  return (
    <Paginator
      label={pagesLabel}
      page={paging.page}
      perPage={paging.perPage}
      total={total ?? 0}
      totalIsCapped={totalIsCapped}
      onPageChange={paging.onPageChange}
    />
  );
}

/**
 * A list's table with its filters, loading, failed and empty states, pages and dialogs: the
 * body of a ListPage, or a list inside a card or an expanded row.
 */
export function ListView<T>({
  label,
  query,
  table,
  paging,
  pagesLabel,
  perPageOptions,
  loading = false,
  loadFailed,
  failureReason = failureText,
  empty,
  filters,
  toolbar,
  scrollClassName,
  rowActions,
  dialogs,
  columns,
  ...tableProps
}: ListViewProps<T>) {
  const actionsColumn: DataTableColumn<T>[] = rowActions
    ? [{ id: 'actions', header: 'Actions', cell: rowActions }]
    : [];
  const failure =
    failureReason === false ? (
      loadFailed
    ) : (
      <>
        <strong>{loadFailed}</strong> {failureReason(query.error)}
      </>
    );
  const dataTable = (
    <DataTable
      label={label}
      columns={[...columns, ...actionsColumn]}
      rows={query.data?.result}
      loading={query.isFetching || loading}
      error={query.isError && failure}
      onRetry={() => void query.refetch()}
      empty={<EmptyState headingLevel={2} {...empty} />}
      {...(table && { sort: table.state.sort, onSortClick: table.toggleSort })}
      {...tableProps}
    />
  );
  return (
    <>
      {table && filters && <TableFilters table={table} {...filters} />}
      {toolbar}
      {scrollClassName ? (
        <div className={scrollClassName} role="region" aria-label={`${label} table`} tabIndex={0}>
          {dataTable}
        </div>
      ) : (
        dataTable
      )}
      <ListPaginator
        table={table}
        paging={paging}
        pagesLabel={pagesLabel}
        perPageOptions={perPageOptions}
        total={query.data?.total}
        totalIsCapped={query.data?.totalIsCapped}
      />
      {dialogs}
    </>
  );
}
