import { Link } from 'react-router';
import { can } from '@portal/contracts';
import { skipToken } from '@portal/contracts/app/api';
import { useGetProfileQuery } from '@portal/contracts/user/client';
import { useGetShortFileBashingQuery } from '@portal/contracts/short-file-bashing/client';
import { useGetStaffMediaQuery } from '@portal/contracts/media/staff-media-client';
import { Button, Page, buttonClassName } from '@portal/ui';
import { useBulkAssign } from './bulk/useBulkAssign.tsx';
import { GridFilters } from './GridFilters.tsx';
import { MediaTable } from './MediaTable.tsx';
import { gridColumns } from './grid-columns.tsx';
import { staffMediaQuery, useGridState } from './grid-state.ts';
import { ShortFilesBar } from './short-files/ShortFilesBar.tsx';
import { shortFileQuery, useShortFileMode } from './short-files/short-file-view.ts';
import './assign-grid.css';

/**
 * /v3/admin/assign and /v3/radmin/assign (staff spec sections 2 to 4): every recording in
 * production (live sessions have a grid of their own), filtered, sorted and paged by the server,
 * each row opening onto its jobs. Short file bashing swaps the filters for the short files
 * waiting for a typist (staff spec 7).
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
  const mayEditDictionary = user !== undefined && can(user, 'spellDictionary.manage');
  const mayConfigureShortFiles = user !== undefined && can(user, 'shortFileBashing.configure');
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
          {mayEditDictionary && (
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
          mayChangeSettings={mayConfigureShortFiles}
        />
      ) : (
        !shortFiles && <GridFilters table={table} />
      )}
      {bulk.toolbar}
      <MediaTable
        columns={gridColumns}
        table={table}
        page={media.currentData}
        loading={media.isFetching || settings.isFetching}
        failed={media.isError || settings.isError}
        error={media.error ?? settings.error}
        onRetry={() => void (settings.isError ? settings.refetch() : media.refetch())}
        selection={bulk.selection}
        empty={
          filtered
            ? {
                title: 'No media match these filters',
                text: 'Try other filters, or clear them to see the default view.',
                action: (
                  <Button variant="secondary" onClick={() => table.clearFilter()}>
                    Clear filters
                  </Button>
                ),
              }
            : shortFiles
              ? {
                  title: 'No short files waiting',
                  text: 'Short recordings appear here once ordered, until a typist has them.',
                }
              : {
                  title: 'No media in production',
                  text: 'Media appear here once clients order them.',
                }
        }
      />
      {bulk.dialog}
    </Page>
  );
}
