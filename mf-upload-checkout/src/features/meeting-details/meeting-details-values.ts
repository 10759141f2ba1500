import {
  attendeeField,
  attendeeRowsOf,
  attendeesOf,
} from '@portal/contracts/meeting-details/attendee-rows';
import type { MeetingAttendee, MeetingDetails } from '@portal/contracts/meeting-details/rules';
import type { MeetingDetailsForm } from '@portal/contracts/meeting-details/forms';
import {
  composeValidators,
  inThePast,
  maxLength,
  noAngleBrackets,
  required,
} from '@portal/contracts/common/validation';
import { fromDayInput } from '@portal/contracts/common/portal-time';

/** A form that asks for something: the simple one (attendees) or the multi-field one. */
export type DetailsForm = Exclude<MeetingDetailsForm, 'none'>;

/**
 * The form's values. An emptied field is undefined in react-final-form, hence the optionals.
 * The attendees are rows named by a key of their own (`attendeeField`).
 */
export interface MeetingDetailsValues {
  meetingTitle?: string;
  meetingDate?: string;
  meetingAgenda?: string;
  /** The rows' keys, in order. */
  attendeeRows: string[];
  attendees: Record<string, Partial<MeetingAttendee> | undefined>;
}

/**
 * A media's saved details as the form starts with them: always at least one attendee row. The
 * same details give the same keys, so starting again from them keeps the rows on screen.
 */
export function valuesOf(details: MeetingDetails | null): MeetingDetailsValues {
  const saved = details?.meetingAttendees ?? [];
  const rows = saved.length > 0 ? saved : [{ attendeeName: '', jobTitle: '' }];
  return {
    meetingTitle: details?.meetingTitle ?? '',
    meetingDate: details?.meetingDate ?? '',
    meetingAgenda: details?.meetingAgenda ?? '',
    ...attendeeRowsOf(rows, (row) => `saved-${row}`),
  };
}

/** What PUT /v1/media/{id} gets as extraFields: the simple form sends its attendees only. */
export function detailsOf(values: MeetingDetailsValues, form: DetailsForm): MeetingDetails {
  const meetingAttendees = attendeesOf(values.attendeeRows, values.attendees);
  if (form === 'simple') return { meetingAttendees };
  return {
    meetingTitle: values.meetingTitle ?? '',
    meetingDate: values.meetingDate ?? '',
    meetingAgenda: values.meetingAgenda ?? '',
    meetingAttendees,
  };
}

/** The server's limits (meetingDetailsInputSchema), checked before anything is sent. */
export const meetingDetailsValidators = {
  meetingTitle: composeValidators(required(), noAngleBrackets, maxLength(255)),
  // The details are of a recorded meeting: it has taken place.
  meetingDate: composeValidators(required(), inThePast(fromDayInput)),
  meetingAgenda: composeValidators(noAngleBrackets, maxLength(5000)),
} as const;

const meetingField = /^extraFields\.(meetingTitle|meetingDate|meetingAgenda)$/;
const attendeeServerField = /^extraFields\.meetingAttendees\.(\d+)\.(attendeeName|jobTitle)$/;

/**
 * The field of the form, as it was sent, that the server names in a 422
 * (`extra_fields[meeting_attendees][1][job_title]`, read as `extraFields.meetingAttendees.1.jobTitle`),
 * or undefined when no field of the form shows it.
 */
export function formFieldOf(values: MeetingDetailsValues, serverField: string): string | undefined {
  const meeting = meetingField.exec(serverField);
  if (meeting) return meeting[1];
  const attendee = attendeeServerField.exec(serverField);
  const key = attendee && values.attendeeRows[Number(attendee[1])];
  return key ? attendeeField(key, attendee[2] as keyof MeetingAttendee) : undefined;
}
