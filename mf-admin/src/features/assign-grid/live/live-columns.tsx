import type { ReactNode } from 'react';
import type { StaffLiveSession, StaffMedia } from '@portal/contracts/media/staff-media-schema';
import { PORTAL_TIME_LABEL } from '@portal/contracts/common/portal-time';
import { ExternalLink, StatusChip } from '@portal/ui';
import type { DataTableColumn } from '@portal/ui/table';
import { MediaActionsMenu } from '../MediaActionsMenu.tsx';
import { gridColumn } from '../grid-columns.tsx';
import { dash } from '../media-format.ts';
import { attendedText, linkSite, meetingTime } from './live-format.ts';
import { liveGridTexts as texts } from './live-texts.ts';
import { useSessionActions } from './useSessionActions.tsx';

type LiveColumn = DataTableColumn<StaffMedia>;

/** A cell of the session's, a dash for a row that is none (the server lists sessions only). */
const sessionCell =
  (render: (live: StaffLiveSession, media: StaffMedia) => ReactNode) => (media: StaffMedia) =>
    media.live ? render(media.live, media) : dash;

function MeetingTime({ live }: { live: StaffLiveSession }) {
  const { day, hours } = meetingTime(live);
  return (
    <span className="ui-tabular-nums">
      {hours}
      <span className="assign-grid__note">{day}</span>
    </span>
  );
}

/** The grid's row menu with the session's own actions first. */
function SessionActionsMenu({ media }: { media: StaffMedia }) {
  return <MediaActionsMenu media={media} view={useSessionActions(media)} />;
}

/**
 * The live note-taking grid's columns (staff spec section 2): the assign grid's title, client,
 * service and status, with the meeting's time (on the portal's clock) and link, its note-taker
 * and its attendance. A sortable column's id is its GET /v1/media sort key.
 */
export const liveColumns: readonly LiveColumn[] = [
  gridColumn('title'),
  {
    id: 'meetingStart',
    header: `Meeting (${PORTAL_TIME_LABEL})`,
    sortable: true,
    cell: sessionCell((live) => <MeetingTime live={live} />),
  },
  {
    id: 'meetingLink',
    header: 'Meeting link',
    cell: sessionCell((live, media) => (
      <ExternalLink href={live.meetingLink}>
        <span className="ui-visually-hidden">Meeting of {media.title}: </span>
        {linkSite(live.meetingLink)}
      </ExternalLink>
    )),
  },
  {
    id: 'noteTaker',
    header: 'Note-taker',
    cell: sessionCell(
      (live) => live.noteTakerName ?? <span className="assign-grid__note">{texts.unassigned}</span>,
    ),
  },
  gridColumn('clientName'),
  gridColumn('serviceOptionsName'),
  gridColumn('status'),
  {
    id: 'attended',
    header: 'Attended',
    cell: sessionCell((live) =>
      live.attendedAt === null ? (
        'No'
      ) : (
        <>
          <StatusChip tone="success">Attended</StatusChip>
          <span className="assign-grid__note ui-tabular-nums">{attendedText(live.attendedAt)}</span>
        </>
      ),
    ),
  },
  {
    id: 'actions',
    header: 'Actions',
    align: 'end',
    pinned: 'end',
    cell: (media) => <SessionActionsMenu media={media} />,
  },
];
