import type { MeetingAttendee, MeetingDetails, MeetingDetailsForm } from '@portal/contracts/cart';
import { composeValidators, maxLength, noAngleBrackets, required } from '@portal/contracts/forms';

/** A form that asks for something: the simple one (attendees) or the multi-field one. */
export type DetailsForm = Exclude<MeetingDetailsForm, 'none'>;

/** The form's values. An emptied field is undefined in react-final-form, hence the optionals. */
export interface MeetingDetailsValues {
  meetingTitle?: string;
  meetingDate?: string;
  meetingAgenda?: string;
  meetingAttendees: Partial<MeetingAttendee>[];
}

export const emptyAttendee = (): Partial<MeetingAttendee> => ({ attendeeName: '', jobTitle: '' });

/** A media's saved details as the form starts with them: always at least one attendee row. */
export function valuesOf(details: MeetingDetails | null): MeetingDetailsValues {
  const attendees = details?.meetingAttendees ?? [];
  return {
    meetingTitle: details?.meetingTitle ?? '',
    meetingDate: details?.meetingDate ?? '',
    meetingAgenda: details?.meetingAgenda ?? '',
    meetingAttendees: attendees.length > 0 ? attendees : [emptyAttendee()],
  };
}

/** What PUT /v1/media/{id} gets as extraFields: the simple form sends its attendees only. */
export function detailsOf(values: MeetingDetailsValues, form: DetailsForm): MeetingDetails {
  const meetingAttendees = values.meetingAttendees.map((attendee) => ({
    attendeeName: attendee.attendeeName ?? '',
    jobTitle: attendee.jobTitle ?? '',
  }));
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
  meetingDate: required(),
  meetingAgenda: composeValidators(noAngleBrackets, maxLength(5000)),
  attendeeName: composeValidators(required(), noAngleBrackets, maxLength(120)),
  jobTitle: composeValidators(noAngleBrackets, maxLength(120)),
} as const;
