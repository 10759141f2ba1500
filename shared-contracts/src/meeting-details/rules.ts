import type { CamelCasedPropertiesDeep } from 'type-fest';
import type { z } from 'zod';
import type { MeetingDetailsInput, meetingDetailsSchema } from '../media/schema.ts';
import type { MeetingDetailsForm } from './forms.ts';
import type { TranscriptionService } from '../services/schema.ts';

/** A media's meeting details (its extraFields) as the API answers them. */
export type MeetingDetails = z.output<typeof meetingDetailsSchema>;
export type MeetingAttendee = MeetingDetails['meetingAttendees'][number];

export const meetingDetailsTexts = {
  legend: 'Meeting details',
  saved: 'Meeting details saved',
  saveFailed: 'We had a problem saving the meeting details',
  /** The server's answer to a checkout whose media lack required meeting details. */
  missing: 'Please add the meeting details of every file before checkout.',
  /** The payment page, while a form holds changes not saved yet. */
  unsaved: 'Save your changes to the meeting details before checkout.',
  /** Upload to project, Confirm, when the first media needs the multi-field form. */
  onlyOnUploadPage:
    'Meeting details (title, date, agenda and attendees) can only be added on the Upload page. We are taking you there to finish your order.',
  leaveTitle: 'Leave without saving the meeting details?',
  leaveQuestion:
    'You have changed meeting details that are not saved yet. If you leave now, the changes are lost.',
} as const;

type CartLine = { serviceOptions: { id: number } | null };
type ServiceForms = readonly Pick<TranscriptionService, 'id' | 'meetingDetails'>[];

/**
 * The form the cart needs: the first cart media's service decides (client spec section 5,
 * "Meeting details are required depending on the first cart media"); every media then needs it.
 * Not known (undefined) while the services are still loading and that media has a service: a
 * screen then waits rather than taking it for 'none'.
 */
export function requiredMeetingDetails(
  mediaList: readonly CartLine[],
  services: ServiceForms,
): MeetingDetailsForm;
export function requiredMeetingDetails(
  mediaList: readonly CartLine[],
  services: ServiceForms | undefined,
): MeetingDetailsForm | undefined;
export function requiredMeetingDetails(
  mediaList: readonly CartLine[],
  services: ServiceForms | undefined,
): MeetingDetailsForm | undefined {
  const serviceId = mediaList[0]?.serviceOptions?.id;
  if (serviceId === undefined) return 'none';
  if (services === undefined) return undefined;
  return services.find((service) => service.id === serviceId)?.meetingDetails ?? 'none';
}

/** Whether a media's details fill the form: the attendees always; title and date when multi-field. */
export function meetingDetailsComplete(
  form: MeetingDetailsForm,
  details: MeetingDetails | null | undefined,
): boolean {
  if (form === 'none') return true;
  const attendees = details?.meetingAttendees.filter((a) => a.attendeeName.trim() !== '') ?? [];
  if (attendees.length === 0) return false;
  if (form === 'simple') return true;
  return !!details?.meetingTitle?.trim() && !!details.meetingDate;
}

/**
 * The meeting details as a media keeps and answers them (its extraFields): camelCase, with the
 * optional texts left empty left out, and null when nothing is given at all, so "not given"
 * reads the same however it was sent (by its owner, or by an admin's editBookingInfo).
 */
export function toMeetingDetails(
  input: CamelCasedPropertiesDeep<MeetingDetailsInput>,
): MeetingDetails | null {
  const { meetingTitle, meetingDate, meetingAgenda, meetingAttendees } = input;
  const texts = {
    ...(meetingTitle ? { meetingTitle } : {}),
    ...(meetingDate ? { meetingDate } : {}),
    ...(meetingAgenda ? { meetingAgenda } : {}),
  };
  if (Object.keys(texts).length === 0 && meetingAttendees.length === 0) return null;
  return { ...texts, meetingAttendees };
}
