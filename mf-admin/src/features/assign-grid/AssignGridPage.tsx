import { failureText } from '@portal/contracts/jobs';
import { useGetStaffMediaQuery } from '@portal/contracts/admin';
import { Button, EmptyState, Page } from '@portal/ui';
import { DataTable, PER_PAGE_OPTIONS, Paginator } from '@portal/ui/table';
import { useBulkAssign } from './bulk/useBulkAssign.tsx';
import { GridFilters } from './GridFilters.tsx';
import { MediaJobs } from './MediaJobs.tsx';
import { gridColumns } from './grid-columns.tsx';
import { staffMediaQuery, useGridState } from './grid-state.ts';
import './assign-grid.css';

/**
 * /v3/admin/assign and /v3/radmin/assign (staff spec sections 2 to 4): every media in
 * production, filtered, sorted and paged by the server, each row opening onto its jobs.
 */
export function AssignGridPage() {
  const table = useGridState();
  const media = useGetStaffMediaQuery(staffMediaQuery(table.state));
  const filtered = Object.keys(table.state.filter).length > 0;
  const bulk = useBulkAssign();
  return (
    <Page title="Transcription" description="Media in production and their jobs.">
      <GridFilters table={table} />
      {bulk.toolbar}
      {/* Eleven columns outgrow a laptop's width: the table scrolls sideways, never clips. */}
      <div className="assign-grid__scroll" role="region" aria-label="Media table" tabIndex={0}>
        <DataTable
          label="Media"
          columns={gridColumns}
          rows={media.data?.result}
          getRowId={(row) => row.id}
          loading={media.isFetching}
          error={
            media.isError && (
              <>
                <strong>The media could not be loaded.</strong> {failureText(media.error)}
              </>
            )
          }
          onRetry={() => void media.refetch()}
          sort={table.state.sort}
          onSortClick={table.toggleSort}
          renderExpanded={(row) => <MediaJobs media={row} />}
          expandLabel={(row) => `Show jobs of ${row.title}`}
          skeletonRows={8}
          selection={bulk.selection}
          empty={
            filtered ? (
              <EmptyState
                headingLevel={2}
                title="No media match these filters"
                text="Try other filters, or clear them to see the default view."
                action={
                  <Button variant="secondary" onClick={() => table.clearFilter()}>
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <EmptyState
                headingLevel={2}
                title="No media in production"
                text="Media appear here once clients order them."
              />
            )
          }
        />
      </div>
      <Paginator
        label="Pages of media"
        page={table.state.page}
        perPage={table.state.perPage}
        total={media.data?.total ?? 0}
        onPageChange={table.setPage}
        perPageOptions={PER_PAGE_OPTIONS}
        onPerPageChange={table.setPerPage}
      />
      {bulk.dialog}
    </Page>
  );
}
