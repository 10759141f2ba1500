import type { ReactNode } from 'react';
import type { StaffMedia } from '@portal/contracts/admin';
import { failureText } from '@portal/contracts/jobs';
import {
  DataTable,
  PER_PAGE_OPTIONS,
  TablePaginator,
  type DataTableColumn,
  type DataTableProps,
  type TableStateApi,
  useShownPage,
} from '@portal/ui/table';
import { MediaJobs } from './MediaJobs.tsx';

interface MediaTableProps {
  columns: readonly DataTableColumn<StaffMedia>[];
  table: TableStateApi;
  /**
   * What the media query answered for the table's state, its rows and the total before paging
   * (RTK Query's currentData): undefined while that loads.
   */
  page: { result: StaffMedia[]; total: number } | undefined;
  loading: boolean;
  failed: boolean;
  /** Why the rows could not be loaded: the failed call's error. */
  error?: unknown;
  onRetry(): void;
  empty: ReactNode;
  selection?: DataTableProps<StaffMedia>['selection'];
}

/**
 * A view of the assign grid's media (the Transcription grid, the live note-taking grid): the
 * server's page in a table that scrolls sideways, each row opening onto its jobs, and its pages.
 * A filter being typed, or a new filter or sort, shows skeleton rows until its media arrive
 * (useShownPage).
 */
export function MediaTable({ columns, table, failed, ...props }: MediaTableProps) {
  const { page, waiting } = useShownPage(table, props.page);
  return (
    <>
      {/* Many columns outgrow a laptop's width: the table scrolls sideways, never clips. */}
      <div className="assign-grid__scroll" role="region" aria-label="Media table" tabIndex={0}>
        <DataTable
          label="Media"
          columns={columns}
          rows={page?.result}
          getRowId={(row) => row.id}
          loading={props.loading || waiting}
          error={
            failed && (
              <>
                <strong>The media could not be loaded.</strong> {failureText(props.error)}
              </>
            )
          }
          onRetry={props.onRetry}
          sort={table.state.sort}
          onSortClick={table.toggleSort}
          renderExpanded={(row) => <MediaJobs media={row} />}
          expandLabel={(row) => `Show jobs of ${row.title}`}
          skeletonRows={8}
          selection={props.selection}
          empty={props.empty}
        />
      </div>
      <TablePaginator
        label="Pages of media"
        table={table}
        total={page?.total}
        perPageOptions={PER_PAGE_OPTIONS}
      />
    </>
  );
}
