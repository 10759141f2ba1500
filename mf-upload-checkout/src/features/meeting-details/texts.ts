import { MAX_MEETING_ATTENDEES } from '@portal/contracts/common/limits';
import type { DetailsForm } from './meeting-details-values.ts';

/** What each form asks for, said above the forms (the payment page, the project confirmation). */
export const meetingDetailsLeads: Record<DetailsForm, string> = {
  simple:
    'The service you chose needs the attendees of each recording: their names and job titles. Save them for each file.',
  multiField:
    'Minutes are written from the meeting’s title, date, agenda and attendees. Save them for each file.',
};

/** Where one media's details stand, beside its title. */
export const detailsStates = {
  unsaved: 'Unsaved changes',
  saved: 'Saved',
  needed: 'Details needed',
} as const;

/** Said where Add attendee was, once a media has all the attendees it can. */
export const attendeesFull = `You have added ${MAX_MEETING_ATTENDEES} attendees, the most a recording can have.`;
