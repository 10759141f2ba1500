/**
 * Which meeting details a service asks for, per media (client spec section 3): none, the simple
 * form (the attendees: attendeeName and jobTitle) or the multi-field form (meetingTitle,
 * meetingDate, meetingAgenda and the attendees).
 */
export const meetingDetailsForms = ['none', 'simple', 'multiField'] as const;
export type MeetingDetailsForm = (typeof meetingDetailsForms)[number];
