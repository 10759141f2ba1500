import { Paginator } from './Paginator.tsx';
import type { TableStateApi } from './useTableState.ts';

export interface TablePaginatorProps {
  table: TableStateApi;
  /** The rows the server has in all, before paging; none while the list loads. */
  total: number | undefined;
  /** More rows match than `total` says: the server stopped counting there. */
  totalIsCapped?: boolean;
  /** Names the navigation landmark: "Pages of projects". */
  label: string;
  /** Offers these page sizes; a table of fixed page size leaves them out. */
  perPageOptions?: readonly number[];
}

/**
 * A data table's paginator, moving through the table's own state. It shows once the total is
 * known: under a table of skeleton rows it would move as many rows as the list turns out not to
 * have (a layout shift of the screen as it loads).
 */
export function TablePaginator({
  table,
  total,
  totalIsCapped,
  label,
  perPageOptions,
}: TablePaginatorProps) {
  if (total === undefined) return null;
  return (
    <Paginator
      label={label}
      page={table.state.page}
      perPage={table.state.perPage}
      total={total}
      totalIsCapped={totalIsCapped}
      onPageChange={table.setPage}
      {...(perPageOptions && { perPageOptions, onPerPageChange: table.setPerPage })}
    />
  );
}
