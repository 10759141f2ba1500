import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router';
import { Role, useGetProfileQuery } from '@portal/contracts';
import { failureText } from '@portal/contracts/jobs';
import { useGetShortFileBashingQuery, useGetStaffMediaQuery } from '@portal/contracts/admin';
import { Button, EmptyState, Page, buttonClassName } from '@portal/ui';
import { DataTable, PER_PAGE_OPTIONS, TablePaginator } from '@portal/ui/table';
import { useBulkAssign } from './bulk/useBulkAssign.tsx';
import { GridFilters } from './GridFilters.tsx';
import { MediaJobs } from './MediaJobs.tsx';
import { gridColumns } from './grid-columns.tsx';
import { staffMediaQuery, useGridState } from './grid-state.ts';
import { ShortFilesBar } from './short-files/ShortFilesBar.tsx';
import { shortFileQuery, useShortFileMode } from './short-files/short-file-view.ts';
import './assign-grid.css';

/**
 * /v3/admin/assign and /v3/radmin/assign (staff spec sections 2 to 4): every media in
 * production, filtered, sorted and paged by the server, each row opening onto its jobs. Short
 * file bashing swaps the filters for the short files waiting for a typist (staff spec 7).
 */
export function AssignGridPage() {
  const table = useGridState();
  const [shortFiles, setShortFiles] = useShortFileMode();
  const settings = useGetShortFileBashingQuery(shortFiles ? undefined : skipToken);
  const query = shortFiles
    ? settings.data && shortFileQuery(table.state, settings.data.maxDuration)
    : staffMediaQuery(table.state);
  const media = useGetStaffMediaQuery(query ?? skipToken);
  const filtered = !shortFiles && Object.keys(table.state.filter).length > 0;
  const bulk = useBulkAssign();
  const { data: user } = useGetProfileQuery();
  const isAdmin = user?.role === Role.ADMIN || user?.role === Role.SUPER_ADMIN;
  const switchView = () => {
    setShortFiles(!shortFiles);
    table.setPage(1);
  };
  return (
    <Page
      title="Transcription"
      description="Media in production and their jobs."
      actions={
        <>
          {isAdmin && (
            <Link to="/admin/spell-dictionary" className={buttonClassName({ variant: 'quiet' })}>
              Spell dictionary
            </Link>
          )}
          <Button
            variant={shortFiles ? 'primary' : 'secondary'}
            aria-pressed={shortFiles}
            onClick={switchView}
          >
            Short file bashing
          </Button>
        </>
      }
    >
      {shortFiles && settings.data ? (
        <ShortFilesBar
          settings={settings.data}
          rows={media.data?.result ?? []}
          selection={bulk.selection}
          mayChangeSettings={isAdmin}
        />
      ) : (
        !shortFiles && <GridFilters table={table} />
      )}
      {bulk.toolbar}
      {/* Eleven columns outgrow a laptop's width: the table scrolls sideways, never clips. */}
      <div className="assign-grid__scroll" role="region" aria-label="Media table" tabIndex={0}>
        <DataTable
          label="Media"
          columns={gridColumns}
          rows={media.data?.result}
          getRowId={(row) => row.id}
          loading={media.isFetching || settings.isFetching}
          error={
            (media.isError || settings.isError) && (
              <>
                <strong>The media could not be loaded.</strong>{' '}
                {failureText(media.error ?? settings.error)}
              </>
            )
          }
          onRetry={() => void (settings.isError ? settings.refetch() : media.refetch())}
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
            ) : shortFiles ? (
              <EmptyState
                headingLevel={2}
                title="No short files waiting"
                text="Short recordings appear here once ordered, until a typist has them."
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
      <TablePaginator
        label="Pages of media"
        table={table}
        total={media.data?.total}
        perPageOptions={PER_PAGE_OPTIONS}
      />
      {bulk.dialog}
    </Page>
  );
}
