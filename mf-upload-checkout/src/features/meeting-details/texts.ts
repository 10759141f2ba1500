import type { DetailsForm } from './meeting-details-values.ts';

/** What each form asks for, said above the forms (the payment page, the project confirmation). */
export const meetingDetailsLeads: Record<DetailsForm, string> = {
  simple:
    'The service you chose needs the attendees of each recording: their names and job titles. Save them for each file.',
  multiField:
    'Minutes are written from the meeting’s title, date, agenda and attendees. Save them for each file.',
};
