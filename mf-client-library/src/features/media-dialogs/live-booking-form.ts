import { notOrdered } from '@portal/contracts';
import {
  attendeeField,
  attendeeRowsOf,
  attendeesOf,
} from '@portal/contracts/meeting-details/attendee-rows';
import type { MeetingAttendee } from '@portal/contracts/meeting-details/rules';
import {
  composeValidators,
  laterThan,
  required,
  type Validator,
} from '@portal/contracts/common/validation';
import { bookableLength, sessionTimeProblem } from '@portal/contracts/live-booking/rules';
import {
  fromDueDayInput,
  fromLengthInputs,
  fromStartInput,
  lengthParts,
  sessionFieldValidators,
  toDueDayInput,
  toLengthInputs,
  toStartInput,
} from '@portal/contracts/live-booking/session-input';
import { liveBookingTexts as texts } from '@portal/contracts/live-booking/texts';
import type { LiveBooking } from '@portal/contracts/live-booking/schema';
import type { LiveBookingUpdate } from '@portal/contracts/live-booking/client';

/**
 * The edit live-note booking form as react-final-form holds it: text as typed, an emptied field
 * undefined. Named as the API names its fields, so a refusal lands under the field. The start is
 * a datetime-local value and the notes' due day a date value, both in UK time. Attendees are rows
 * named by keys of their own (`attendees.<key>.attendeeName`).
 */
export interface BookingFormValues {
  meetingTitle?: string;
  meetingDate?: string;
  meetingDurationHours?: string;
  meetingDurationMinutes?: string;
  meetingLink?: string;
  meetingAgenda?: string;
  attendeeRows: string[];
  attendees: Record<string, Partial<MeetingAttendee> | undefined>;
  mediaDue?: string;
  poNumber?: string;
}

/**
 * The length sets the price, so it changes only until the booking is paid for: while its media
 * is not ordered yet (PUT /v1/live-booking/{id}).
 */
export const lengthEditable = (booking: LiveBooking): boolean =>
  notOrdered.includes(booking.status);

export function valuesOf(booking: LiveBooking): BookingFormValues {
  return {
    meetingTitle: booking.meetingTitle,
    meetingDate: toStartInput(booking.meetingDate),
    ...toLengthInputs(booking.duration),
    meetingLink: booking.meetingLink,
    meetingAgenda: booking.meetingAgenda,
    ...attendeeRowsOf(booking.meetingAttendees, (row) => `saved-${row}`),
    mediaDue: booking.mediaDue === null ? '' : toDueDayInput(booking.mediaDue),
    poNumber: booking.poNumber ?? '',
  };
}

const lengthOf = (values: BookingFormValues): number | undefined =>
  fromLengthInputs(values.meetingDurationHours, values.meetingDurationMinutes);

function lengthUpdate(length: number) {
  const { hours, minutes } = lengthParts(length);
  return { meetingDurationHours: hours, meetingDurationMinutes: minutes };
}

/**
 * PUT /v1/live-booking/{id}'s body. The length only while it may change; an emptied PO number is
 * sent empty, which clears it; the attendees in the form's order.
 */
export function toUpdate(values: BookingFormValues, booking: LiveBooking): LiveBookingUpdate {
  const length = lengthOf(values);
  return {
    id: booking.id,
    meetingTitle: values.meetingTitle ?? '',
    meetingDate: fromStartInput(values.meetingDate),
    ...(lengthEditable(booking) && length !== undefined ? lengthUpdate(length) : {}),
    meetingLink: values.meetingLink ?? '',
    meetingAgenda: values.meetingAgenda ?? '',
    meetingAttendees: attendeesOf(values.attendeeRows, values.attendees),
    mediaDue: fromDueDayInput(values.mediaDue),
    poNumber: values.poNumber ?? '',
  };
}

const completeStart: Validator = (value) =>
  fromStartInput(typeof value === 'string' ? value : undefined) === undefined
    ? 'Enter a date and time'
    : undefined;

/** Each field's own checks, with the limits the API holds a booking to. */
export const bookingValidators = {
  ...sessionFieldValidators,
  meetingDate: composeValidators(required(), completeStart),
  meetingDurationHours: composeValidators(
    required(texts.duration),
    sessionFieldValidators.meetingDurationHours,
  ),
  meetingDurationMinutes: composeValidators(
    required(texts.duration),
    sessionFieldValidators.meetingDurationMinutes,
  ),
  // The API cannot clear a due day once set: a booking that has one keeps one.
  mediaDueKept: composeValidators(required(), sessionFieldValidators.mediaDue),
} as const;

/**
 * The checks across fields: a new start must be in the future with a day's notice (client spec
 * section 5), the length from a minute to the longest session, and the notes due after the end. An unchanged start is not
 * checked again: the API checks only a changed one.
 */
export function bookingProblems(
  values: BookingFormValues,
  initial: BookingFormValues,
  now: number,
): Partial<Record<keyof BookingFormValues, string>> {
  const problems: Partial<Record<keyof BookingFormValues, string>> = {};
  const start = fromStartInput(values.meetingDate);
  if (start !== undefined && values.meetingDate !== initial.meetingDate) {
    const problem = sessionTimeProblem(start, Math.floor(now / 1000));
    if (problem) problems.meetingDate = problem;
  }
  const length = lengthOf(values);
  if (length !== undefined && !bookableLength(length))
    problems.meetingDurationMinutes = texts.duration;
  // The notes cannot be wanted before the meeting is over.
  const end = start !== undefined && length !== undefined ? start + length : undefined;
  const due = laterThan(fromDueDayInput, end)(values.mediaDue);
  if (due) problems.mediaDue = due;
  return problems;
}

const attendeeServerField = /^meetingAttendees\.(\d+)\.(attendeeName|jobTitle)$/;
const formFields = new Set<string>([
  'meetingTitle',
  'meetingDate',
  'meetingDurationHours',
  'meetingDurationMinutes',
  'meetingLink',
  'meetingAgenda',
  'mediaDue',
  'poNumber',
]);

/**
 * The form's field, as it was sent, that the server names in a 422 (`meeting_attendees[1][job_title]`,
 * read as `meetingAttendees.1.jobTitle`), or undefined when no field of the form shows it.
 */
export function formFieldOf(values: BookingFormValues, serverField: string): string | undefined {
  const attendee = attendeeServerField.exec(serverField);
  if (attendee) {
    const key = values.attendeeRows[Number(attendee[1])];
    return key ? attendeeField(key, attendee[2] as keyof MeetingAttendee) : undefined;
  }
  return formFields.has(serverField) ? serverField : undefined;
}
