import { useGetStaffMediaQuery } from '@portal/contracts/media/staff-media-client';
import { Button, Page } from '@portal/ui';
import { GridFilters } from '../GridFilters.tsx';
import { MediaTable } from '../MediaTable.tsx';
import { useGridState } from '../grid-state.ts';
import { liveColumns } from './live-columns.tsx';
import { liveGridSchema, liveFilterKeys, liveMediaQuery } from './live-state.ts';
import { liveGridTexts as texts } from './live-texts.ts';
import '../assign-grid.css';

/**
 * /v3/admin/live-notetaking and /v3/radmin/live-notetaking (staff spec section 2, the live
 * note-taking assign grid): the assign grid over the live sessions, with their meeting, note-taker
 * and attendance; each row opens onto its notes job and offers the grid's actions, the session's
 * first.
 */
export function LiveNotetakingPage() {
  const table = useGridState(liveGridSchema);
  const media = useGetStaffMediaQuery(liveMediaQuery(table.state));
  const filtered = Object.keys(table.state.filter).length > 0;
  return (
    <Page title={texts.title} description={texts.description}>
      <GridFilters table={table} keys={liveFilterKeys} />
      <MediaTable
        columns={liveColumns}
        table={table}
        page={media.currentData}
        loading={media.isFetching}
        failed={media.isError}
        error={media.error}
        onRetry={() => void media.refetch()}
        empty={
          filtered
            ? {
                title: 'No sessions match these filters',
                text: 'Try other filters, or clear them to see the default view.',
                action: (
                  <Button variant="secondary" onClick={() => table.clearFilter()}>
                    Clear filters
                  </Button>
                ),
              }
            : {
                title: 'No live sessions in production',
                text: 'Sessions appear here once clients pay for their bookings.',
              }
        }
      />
    </Page>
  );
}
