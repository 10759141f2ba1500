import { attendeesOf } from '@portal/contracts/meeting-details/attendee-rows';
import type { MeetingAttendee } from '@portal/contracts/meeting-details/rules';
import {
  fromDueDayInput,
  fromStartInput,
  lengthParts,
} from '@portal/contracts/live-booking/session-input';
import { liveServiceOptions } from '@portal/contracts/live-booking/rules';
import type { LiveBookingCreate } from '@portal/contracts/live-booking/client';
import { applyServiceOptionRules } from '@portal/contracts/services/pricing';
import type { TranscriptionService } from '@portal/contracts/services/schema';
import {
  lengthOf,
  sessionAttendeeField,
  sessionField,
  type BookingValues,
  type SessionValues,
} from './booking-values.ts';

/**
 * The add-ons as the session's price has them: the service's own, those the rules hold on
 * switched on. Undefined when the service cannot be booked (no turnaround or speakers to price).
 */
export function extraModifiersOf(
  service: TranscriptionService,
  chosen: Record<string, boolean> | undefined,
): Record<string, boolean> | undefined {
  const options = liveServiceOptions(service, chosen ?? {});
  return options && applyServiceOptionRules(service, options).priceCalculationElements;
}

function sessionInput(session: SessionValues): LiveBookingCreate['bookings'][number] {
  const { hours, minutes } = lengthParts(lengthOf(session) ?? 0);
  const project = session.projectId ? Number(session.projectId) : undefined;
  return {
    meetingTitle: session.meetingTitle ?? '',
    meetingDate: fromStartInput(session.meetingDate) ?? 0,
    meetingDurationHours: hours,
    meetingDurationMinutes: minutes,
    meetingLink: session.meetingLink ?? '',
    meetingAgenda: session.meetingAgenda ?? '',
    meetingAttendees: attendeesOf(session.attendeeRows, session.attendees),
    projectId: project,
    mediaDue: fromDueDayInput(session.mediaDue),
    poNumber: session.poNumber?.trim() || undefined,
  };
}

/**
 * POST /v1/live-booking's body for a checked form: the client an admin books for (a client books
 * for themself), the service, its add-ons and the sessions in the form's order.
 */
export function bookingRequest(
  values: BookingValues,
  service: TranscriptionService,
  clientId: number | undefined,
): LiveBookingCreate {
  return {
    clientId,
    transcriptionServiceId: service.id,
    bookings: values.sessionRows.map((key) => sessionInput(values.sessions[key] ?? {})),
    extraModifiers: extraModifiersOf(service, values.priceCalculationElements),
  };
}

const sessionServerField = /^bookings\.(\d+)\.(\w+)$/;
const attendeeServerField = /^bookings\.(\d+)\.meetingAttendees\.(\d+)\.(attendeeName|jobTitle)$/;
const sessionFields = new Set<string>([
  'meetingTitle',
  'meetingDate',
  'meetingDurationHours',
  'meetingDurationMinutes',
  'meetingLink',
  'meetingAgenda',
  'projectId',
  'mediaDue',
  'poNumber',
]);

/**
 * The form's field, as it was sent, that the server names in a 422 (`bookings[1][meeting_date]`,
 * read as `bookings.1.meetingDate`), or undefined when no field of the form shows it.
 */
export function formFieldOf(values: BookingValues, serverField: string): string | undefined {
  if (serverField === 'transcriptionServiceId') return 'serviceId';
  const attendee = attendeeServerField.exec(serverField);
  if (attendee) {
    const key = values.sessionRows[Number(attendee[1])];
    const row = key && values.sessions[key]?.attendeeRows?.[Number(attendee[2])];
    return row ? sessionAttendeeField(key, row, attendee[3] as keyof MeetingAttendee) : undefined;
  }
  const session = sessionServerField.exec(serverField);
  const key = session && values.sessionRows[Number(session[1])];
  if (!key || !sessionFields.has(session[2]!)) return undefined;
  return sessionField(key, session[2] as keyof SessionValues);
}
