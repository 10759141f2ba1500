import type { EmptyStateProps } from '@portal/ui';
import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';
import {
  ListView,
  PER_PAGE_OPTIONS,
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
   * What the media query answered for the table's state, its rows and the total before paging,
   * capped at 1,000 by the server ("1,000+"; RTK Query's currentData): undefined while that loads.
   */
  page: { result: StaffMedia[]; total: number; totalIsCapped?: boolean } | undefined;
  loading: boolean;
  failed: boolean;
  /** Why the rows could not be loaded: the failed call's error. */
  error?: unknown;
  onRetry(): void;
  empty: EmptyStateProps;
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
    // Many columns outgrow a laptop's width: the table scrolls sideways, never clips.
    <ListView
      label="Media"
      query={{
        data: page,
        isFetching: props.loading,
        isError: failed,
        error: props.error,
        refetch: props.onRetry,
      }}
      loading={waiting}
      table={table}
      scrollClassName="assign-grid__scroll"
      columns={columns}
      getRowId={(row) => row.id}
      loadFailed="The media could not be loaded."
      renderExpanded={(row) => <MediaJobs media={row} />}
      expandLabel={(row) => `Show jobs of ${row.title}`}
      skeletonRows={8}
      selection={props.selection}
      empty={props.empty}
      pagesLabel="Pages of media"
      perPageOptions={PER_PAGE_OPTIONS}
    />
  );
}
