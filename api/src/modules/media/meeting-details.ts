import type { MeetingDetails } from '@portal/contracts/core';
import type { MeetingDetailsInput } from '@portal/contracts/core';

/**
 * The meeting details as a media keeps and answers them (its extraFields): camelCase, with the
 * optional texts left empty left out, and null when nothing is given at all, so "not given"
 * reads the same however it was sent.
 */
export function toMeetingDetails(input: MeetingDetailsInput): MeetingDetails | null {
  const texts = {
    ...(input.meeting_title ? { meetingTitle: input.meeting_title } : {}),
    ...(input.meeting_date ? { meetingDate: input.meeting_date } : {}),
    ...(input.meeting_agenda ? { meetingAgenda: input.meeting_agenda } : {}),
  };
  const meetingAttendees = input.meeting_attendees.map((attendee) => ({
    attendeeName: attendee.attendee_name,
    jobTitle: attendee.job_title,
  }));
  if (Object.keys(texts).length === 0 && meetingAttendees.length === 0) return null;
  return { ...texts, meetingAttendees };
}
