import {
  attendeeField,
  attendeeRowsOf,
  newAttendeeRow,
} from '@portal/contracts/meeting-details/attendee-rows';
import type { MeetingAttendee } from '@portal/contracts/meeting-details/rules';
import { bookableLength, type SessionSpan } from '@portal/contracts/live-booking/rules';
import {
  fromLengthInputs,
  fromStartInput,
  toLengthInputs,
} from '@portal/contracts/live-booking/session-input';
import type { LiveBooking } from '@portal/contracts/live-booking/schema';

/**
 * One session of the booking form (client spec section 3, Booking form (live)) as
 * react-final-form holds it: text as typed, an emptied field undefined. The start is a
 * datetime-local value and the notes' due day a date value, both on the portal's clock (UK time).
 * Attendees are rows named by keys of their own, as the meeting details form has them.
 */
export interface SessionValues {
  meetingTitle?: string;
  meetingDate?: string;
  meetingDurationHours?: string;
  meetingDurationMinutes?: string;
  meetingLink?: string;
  meetingAgenda?: string;
  attendeeRows?: string[];
  attendees?: Record<string, Partial<MeetingAttendee> | undefined>;
  projectId?: string;
  mediaDue?: string;
  poNumber?: string;
}

/** The whole booking: the service, its add-ons (extra modifiers) and the sessions by row key. */
export interface BookingValues {
  serviceId?: number;
  priceCalculationElements?: Record<string, boolean>;
  sessionRows: string[];
  sessions: Record<string, SessionValues | undefined>;
}

let addedSessions = 0;

/** The key of a new session row: one no other row of the page has, restored ones included. */
export const newSessionRow = (): string => {
  addedSessions += 1;
  return `session-${addedSessions}`;
};

/** A new session: an hour long, the rest to fill in. */
export const newSession = (): SessionValues => ({
  meetingDurationHours: '1',
  meetingDurationMinutes: '0',
  attendeeRows: [],
  attendees: {},
});

export function emptyBooking(): BookingValues {
  const key = newSessionRow();
  return { priceCalculationElements: {}, sessionRows: [key], sessions: { [key]: newSession() } };
}

/** The form's name of a session's field. */
export const sessionField = (key: string, field: keyof SessionValues) => `sessions.${key}.${field}`;

/** The form's name of a field of one of a session's attendee rows. */
export const sessionAttendeeField = (key: string, row: string, field: keyof MeetingAttendee) =>
  `sessions.${key}.${attendeeField(row, field)}`;

/** The length in seconds; undefined until both parts are whole numbers. */
export const lengthOf = (session: SessionValues | undefined): number | undefined =>
  fromLengthInputs(session?.meetingDurationHours, session?.meetingDurationMinutes);

/** The span a session takes once its start and a bookable length are given. */
export function spanOf(session: SessionValues | undefined): SessionSpan | undefined {
  const start = fromStartInput(session?.meetingDate);
  const length = lengthOf(session);
  if (start === undefined || length === undefined || !bookableLength(length)) return undefined;
  return { start, end: start + length };
}

/** What copying an earlier session fills in: its title, link, agenda, attendees and length. */
export function copiedFrom(booking: LiveBooking): SessionValues {
  return {
    meetingTitle: booking.meetingTitle,
    meetingLink: booking.meetingLink,
    meetingAgenda: booking.meetingAgenda,
    ...toLengthInputs(booking.duration),
    ...attendeeRowsOf(booking.meetingAttendees, () => newAttendeeRow()),
  };
}

/**
 * The same booking under new row keys: keys kept from another page load could meet the keys
 * this one hands out.
 */
export function withNewKeys(values: BookingValues): BookingValues {
  const sessionRows = values.sessionRows.map(() => newSessionRow());
  const sessions = values.sessionRows.map((key) => {
    const session = values.sessions[key] ?? newSession();
    const oldRows = session.attendeeRows ?? [];
    const attendeeRows = oldRows.map(() => newAttendeeRow());
    const attendees = Object.fromEntries(
      oldRows.map((row, index) => [attendeeRows[index]!, session.attendees?.[row]]),
    );
    return { ...session, attendeeRows, attendees };
  });
  return {
    ...values,
    sessionRows,
    sessions: Object.fromEntries(sessionRows.map((key, index) => [key, sessions[index]])),
  };
}
