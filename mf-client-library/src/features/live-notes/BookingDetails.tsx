import type { ReactNode } from 'react';
import { PORTAL_TIME_LABEL } from '@portal/contracts/common/portal-time';
import {
  formatPortalDateTime,
  formatSessionLength,
} from '@portal/contracts/live-booking/session-input';
import type { LiveBooking } from '@portal/contracts/live-booking/schema';
import { formatMoney } from '@portal/contracts';
import { Card, ExternalLink, StatusChip } from '@portal/ui';
import { DetailList } from '../../components/DetailList.tsx';
import { bookingStatus } from './booking-format.ts';
import './live-notes.css';

const ukTime = (unixSeconds: number) =>
  `${formatPortalDateTime(unixSeconds)} (${PORTAL_TIME_LABEL})`;

function Attendees({ attendees }: { attendees: LiveBooking['meetingAttendees'] }) {
  if (attendees.length === 0) return <>—</>;
  return (
    <ul className="live-booking__attendees">
      {attendees.map((attendee, index) => (
        <li key={index}>
          {attendee.attendeeName}
          {attendee.jobTitle && <span className="ui-text-muted">, {attendee.jobTitle}</span>}
        </li>
      ))}
    </ul>
  );
}

/** What the meeting is: when, how long, where to join it, its agenda and who attends. */
function Meeting({ booking }: { booking: LiveBooking }) {
  const rows: [string, ReactNode][] = [
    ['Date and time', ukTime(booking.meetingDate)],
    ['Duration', formatSessionLength(booking.duration)],
    [
      'Meeting link',
      <ExternalLink key="link" href={booking.meetingLink}>
        {booking.meetingLink}
      </ExternalLink>,
    ],
    [
      'Agenda',
      booking.meetingAgenda ? (
        <span className="live-booking__agenda">{booking.meetingAgenda}</span>
      ) : (
        '—'
      ),
    ],
    ['Attendees', <Attendees key="attendees" attendees={booking.meetingAttendees} />],
  ];
  return (
    <Card title="Meeting" headingLevel={2}>
      <DetailList rows={rows} />
    </Card>
  );
}

/** Where the booking stands: payment, price, the notes' due day and the note-taker. */
function Booking({ booking }: { booking: LiveBooking }) {
  const status = bookingStatus(booking.status);
  const rows: [string, ReactNode][] = [
    [
      'Status',
      <StatusChip key="status" tone={status.tone}>
        {status.label}
      </StatusChip>,
    ],
    [
      'Price',
      booking.price === null ? '—' : `${formatMoney(booking.price, booking.currency)} ex. VAT`,
    ],
    ['PO number', booking.poNumber ?? '—'],
    ['Notes due', booking.mediaDue === null ? '—' : ukTime(booking.mediaDue)],
    ['Note-taker assigned', booking.noteTakerId === null ? 'No' : 'Yes'],
    ['Attended', booking.attendedAt === null ? 'Not yet' : ukTime(booking.attendedAt)],
  ];
  return (
    <Card title="Booking" headingLevel={2}>
      <DetailList rows={rows} />
    </Card>
  );
}

/** A live note-taking booking's details, as GET /v1/live-booking/{id} answers them. */
export function BookingDetails({ booking }: { booking: LiveBooking }) {
  return (
    <div className="live-booking">
      <Meeting booking={booking} />
      <Booking booking={booking} />
    </div>
  );
}
