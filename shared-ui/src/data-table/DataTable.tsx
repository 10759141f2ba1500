import { Fragment, useState } from 'react';
import type { ReactNode } from 'react';
import { getCoreRowModel, useReactTable } from '@tanstack/react-table';
import type { ColumnDef, ExpandedState, SortingState } from '@tanstack/react-table';
import { ErrorState } from '../feedback/ErrorState.tsx';
import { ChevronDownIcon } from '../icons/icons.tsx';
import { cx } from '../internal/cx.ts';
import { Skeleton } from '../skeleton/Skeleton.tsx';
import { TruncatedText } from '../tooltip/TruncatedText.tsx';
import { SortIcon } from './SortIcon.tsx';
import type { TableSort } from './table-state.ts';
import './data-table.css';

export interface DataTableColumn<T> {
  /** Unique; also the sort key a header click reports. */
  id: string;
  /** Header text; also labels the cell where narrow screens stack a row's cells. */
  header: string;
  cell(row: T): ReactNode;
  sortable?: boolean;
  /** end: numbers, prices, dates. */
  align?: 'start' | 'end';
  /** A CSS width, e.g. '8rem'. */
  width?: string;
  /**
   * end: the column stays at the inline end of the box that scrolls the table sideways, over the
   * columns scrolling under it, so a row's actions are always at hand.
   */
  pinned?: 'end';
}

/** The classes of a column's header and cells. */
const columnClass = <T,>(column: DataTableColumn<T>) =>
  cx(
    column.align === 'end' && 'ui-data-table__cell--end',
    column.pinned && 'ui-data-table__cell--pinned',
  );

export interface DataTableProps<T> {
  /** The table's accessible name (a visually hidden caption). */
  label: string;
  columns: readonly DataTableColumn<T>[];
  /** The current page of rows; undefined until the first load. */
  rows: readonly T[] | undefined;
  getRowId(row: T): string | number;
  /** Skeleton rows when there are no rows yet; otherwise the rows stay, marked busy. */
  loading?: boolean;
  /** The catalogue's text of a failed load; shown instead of the rows. */
  error?: ReactNode;
  onRetry?(): void;
  /** Shown when the page has no rows, e.g. an EmptyState saying what to do next. */
  empty: ReactNode;
  sort?: TableSort | null;
  /** A sortable header was clicked; useTableState's toggleSort cycles none → asc → desc → none. */
  onSortClick?(key: string): void;
  /** Makes rows expandable; what an expanded row shows below it. */
  renderExpanded?(row: T): ReactNode;
  /** The expand button's name for a row, e.g. `Show media of ${row.title}`. */
  expandLabel?(row: T): string;
  skeletonRows?: number;
  /** Makes rows selectable with a checkbox each, and one for every row of the page. */
  selection?: RowSelection<T>;
}

export interface RowSelection<T> {
  /** The ids (getRowId) of the rows selected, which may include rows of other pages. */
  selected: ReadonlySet<string | number>;
  onChange(selected: Set<string | number>): void;
  /** A row's checkbox's name, e.g. `Select ${row.title}`. */
  label(row: T): string;
}

/** The header's checkbox: checked when every row of the page is, mixed when some are. */
function SelectAll<T>({
  rows,
  getRowId,
  selection,
}: {
  rows: readonly T[];
  getRowId(row: T): string | number;
  selection: RowSelection<T>;
}) {
  const ids = rows.map(getRowId);
  const count = ids.filter((id) => selection.selected.has(id)).length;
  const all = ids.length > 0 && count === ids.length;
  const toggle = () => {
    const next = new Set(selection.selected);
    for (const id of ids) {
      if (all) next.delete(id);
      else next.add(id);
    }
    selection.onChange(next);
  };
  return (
    <input
      type="checkbox"
      className="ui-data-table__checkbox"
      aria-label="Select every row of this page"
      checked={all}
      disabled={ids.length === 0}
      ref={(input) => {
        if (input) input.indeterminate = count > 0 && !all;
      }}
      onChange={toggle}
    />
  );
}

const ariaSort = (sort: TableSort | null | undefined, id: string) => {
  if (sort?.key !== id) return 'none';
  return sort.value === 'asc' ? 'ascending' : 'descending';
};

/**
 * A server-side data table on TanStack Table: the server pages, sorts and filters, so the
 * table only draws the rows it is given (pair it with useTableState and Paginator).
 *   <DataTable label="Projects" columns={columns} rows={data?.result} getRowId={(p) => p.id}
 *     loading={isFetching} error={error && message} onRetry={refetch} empty={<EmptyState …/>}
 *     sort={table.state.sort} onSortClick={table.toggleSort}
 *     renderExpanded={(project) => <ProjectMedia project={project} />} />
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  getRowId,
  loading = false,
  error,
  onRetry,
  empty,
  sort,
  onSortClick,
  renderExpanded,
  expandLabel = () => 'Show details',
  skeletonRows = 5,
  selection,
}: DataTableProps<T>) {
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const sorting: SortingState = sort ? [{ id: sort.key, desc: sort.value === 'desc' }] : [];
  // The table is rebuilt from its props on every render, so nothing memoized can go stale.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const table = useReactTable<T>({
    data: (rows as T[] | undefined) ?? [],
    columns: columns.map((column): ColumnDef<T> => ({
      id: column.id,
      header: column.header,
    })),
    getRowId: (row) => String(getRowId(row)),
    getCoreRowModel: getCoreRowModel(),
    getRowCanExpand: () => renderExpanded !== undefined,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    state: { sorting, expanded },
    onExpandedChange: setExpanded,
  });
  const expandable = renderExpanded !== undefined;
  const span = columns.length + (expandable ? 1 : 0) + (selection ? 1 : 0);
  const toggleRow = (id: string | number) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (!next.delete(id)) next.add(id);
    selection.onChange(next);
  };
  const showSkeleton = loading && rows === undefined && !error;

  const body = () => {
    if (error) {
      return (
        <tr>
          <td colSpan={span} className="ui-data-table__state">
            <ErrorState message={error} onRetry={onRetry} headingLevel={3} />
          </td>
        </tr>
      );
    }
    if (showSkeleton) {
      return Array.from({ length: skeletonRows }, (_, index) => (
        <tr key={index} className="ui-data-table__row">
          {selection && <td className="ui-data-table__select-cell" />}
          {expandable && <td className="ui-data-table__expand-cell" />}
          {columns.map((column) => (
            <td key={column.id} data-label={column.header} className={columnClass(column)}>
              <Skeleton width={index % 2 ? '60%' : '80%'} />
            </td>
          ))}
        </tr>
      ));
    }
    const tableRows = table.getRowModel().rows;
    if (tableRows.length === 0) {
      return (
        <tr>
          <td colSpan={span} className="ui-data-table__state">
            {empty}
          </td>
        </tr>
      );
    }
    return tableRows.map((row) => {
      const open = row.getIsExpanded();
      const panelId = `ui-data-table-row-${row.id}`;
      return (
        <Fragment key={row.id}>
          <tr className={cx('ui-data-table__row', open && 'ui-data-table__row--open')}>
            {selection && (
              <td className="ui-data-table__select-cell">
                <input
                  type="checkbox"
                  className="ui-data-table__checkbox"
                  aria-label={selection.label(row.original)}
                  checked={selection.selected.has(getRowId(row.original))}
                  onChange={() => toggleRow(getRowId(row.original))}
                />
              </td>
            )}
            {expandable && (
              <td className="ui-data-table__expand-cell">
                <button
                  type="button"
                  className="ui-data-table__expand"
                  aria-expanded={open}
                  aria-controls={open ? panelId : undefined}
                  aria-label={expandLabel(row.original)}
                  onClick={row.getToggleExpandedHandler()}
                >
                  <ChevronDownIcon className="ui-data-table__chevron" />
                </button>
              </td>
            )}
            {columns.map((column) => (
              <td key={column.id} data-label={column.header} className={columnClass(column)}>
                {column.cell(row.original)}
              </td>
            ))}
          </tr>
          {open && renderExpanded && (
            <tr className="ui-data-table__expansion-row" id={panelId}>
              <td colSpan={span}>
                <div className="ui-data-table__expansion">
                  <div>{renderExpanded(row.original)}</div>
                </div>
              </td>
            </tr>
          )}
        </Fragment>
      );
    });
  };

  return (
    <div className="ui-data-table">
      <table
        className={cx(
          'ui-data-table__table',
          loading && rows !== undefined && 'ui-data-table__table--busy',
        )}
        aria-busy={loading || undefined}
      >
        <caption className="ui-visually-hidden">{label}</caption>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="ui-data-table__select-cell">
                <SelectAll rows={rows ?? []} getRowId={getRowId} selection={selection} />
              </th>
            )}
            {expandable && (
              <th scope="col" className="ui-data-table__expand-cell">
                <span className="ui-visually-hidden">Details</span>
              </th>
            )}
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                style={{ width: column.width }}
                aria-sort={column.sortable ? ariaSort(sort, column.id) : undefined}
                className={cx(
                  columnClass(column),
                  !column.sortable && 'ui-data-table__header--plain',
                )}
              >
                {column.sortable && onSortClick ? (
                  <button
                    type="button"
                    className="ui-data-table__sort"
                    onClick={() => onSortClick(column.id)}
                  >
                    <TruncatedText>{column.header}</TruncatedText>
                    <SortIcon direction={sort?.key === column.id ? sort.value : null} />
                  </button>
                ) : (
                  <TruncatedText>{column.header}</TruncatedText>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body()}</tbody>
      </table>
    </div>
  );
}
