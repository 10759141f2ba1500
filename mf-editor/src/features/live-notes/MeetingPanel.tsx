import { PORTAL_TIME_LABEL } from '@portal/contracts/common/portal-time';
import { formatPortalDateTime } from '@portal/contracts/live-booking/session-input';
import { useGetLiveBookingQuery } from '@portal/contracts/live-booking/client';
import type { LiveBooking } from '@portal/contracts/live-booking/schema';
import { ExternalLink, QueryState, Skeleton } from '@portal/ui';
import { MarkAttended } from './MarkAttended.tsx';
import '../../layout/side-panel.css';
import './meeting-panel.css';

/**
 * The meeting beside the notes (GET /v1/live-booking/{id}): when it runs, where to join it, its
 * agenda and attendees, and marking it attended.
 */
export function MeetingPanel({ mediaId }: { mediaId: number }) {
  return (
    <aside className="editor-side-panel meeting-panel" aria-label="Meeting">
      <MeetingLoader mediaId={mediaId} />
    </aside>
  );
}

function MeetingLoader({ mediaId }: { mediaId: number }) {
  const booking = useGetLiveBookingQuery(mediaId);
  // Not found stays not found: the server keeps the meeting from whom it is not for.
  const missing = (booking.error as { status?: unknown } | undefined)?.status === 404;
  return (
    <QueryState
      query={booking}
      loading={<Skeleton lines={6} />}
      loadingLabel="Loading the meeting"
      errorTitle="The meeting could not be loaded"
      canRetry={!missing}
      keepData
    >
      {(meeting) => <MeetingDetails booking={meeting} />}
    </QueryState>
  );
}

function MeetingDetails({ booking }: { booking: LiveBooking }) {
  return (
    <>
      <h2 className="meeting-panel__title">{booking.meetingTitle}</h2>
      <dl className="meeting-panel__times">
        <dt>{`Starts (${PORTAL_TIME_LABEL})`}</dt>
        <dd>{formatPortalDateTime(booking.meetingDate)}</dd>
        <dt>{`Ends (${PORTAL_TIME_LABEL})`}</dt>
        <dd>{formatPortalDateTime(booking.meetingEnd)}</dd>
      </dl>
      <ExternalLink href={booking.meetingLink} variant="standalone">
        Open meeting
      </ExternalLink>
      <MarkAttended booking={booking} />
      <h3 className="meeting-panel__heading">Agenda</h3>
      {booking.meetingAgenda ? (
        <p className="meeting-panel__agenda">{booking.meetingAgenda}</p>
      ) : (
        <p className="meeting-panel__none">No agenda given.</p>
      )}
      <h3 className="meeting-panel__heading">Attendees</h3>
      {booking.meetingAttendees.length > 0 ? (
        <ul className="meeting-panel__attendees">
          {booking.meetingAttendees.map((attendee, index) => (
            <li key={index}>
              {attendee.attendeeName}
              {attendee.jobTitle && (
                <span className="meeting-panel__role">{`, ${attendee.jobTitle}`}</span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="meeting-panel__none">No attendees listed.</p>
      )}
    </>
  );
}
