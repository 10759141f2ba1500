import {
  LIVE_MAX_DURATION_SECONDS,
  LIVE_MAX_SESSIONS_PER_BOOKING,
  LIVE_MIN_NOTICE_SECONDS,
  MAX_MEETING_ATTENDEES,
} from '../common/limits.ts';
import { validationTexts } from '../common/validation-texts.ts';

/**
 * Live note-taking bookings (client spec sections 5 and 8). The success, copy and overlap texts
 * are the spec's, word for word; the spec leaves the others open.
 */
export const liveBookingTexts = {
  created: 'Booking created successfully!',
  copyFromFirst: 'Please select a booking to copy from first.',
  tooManyOverlapping: (max: number) => `There should be no more than ${max} overlapping sessions`,
  tooSoon: `A session must be booked at least ${LIVE_MIN_NOTICE_SECONDS / 3600} hours before it starts.`,
  inThePast: validationTexts.dateInFuture,
  duration: `A session lasts from 1 minute to ${LIVE_MAX_DURATION_SECONDS / 3600} hours.`,
  meetingLink: 'Enter the meeting link as a web address starting with http:// or https://.',
  /** Said where Add attendee was, once a session has all the attendees it can. */
  attendeesFull: `You have added ${MAX_MEETING_ATTENDEES} attendees, the most a meeting can have.`,
  noSessions: 'Add at least one session.',
  tooManySessions: `Book at most ${LIVE_MAX_SESSIONS_PER_BOOKING} sessions at once.`,
  notStreaming: 'Choose a live note-taking service.',
  chooseClient: 'Choose the client to book for.',
  notFound: 'Booking not found',
  started: 'This meeting has started: its booking can no longer be changed.',
  paidLength: 'This booking is paid for: its length can no longer be changed.',
  notOrdered: 'This meeting is not paid for yet.',
  notStarted: 'The meeting has not started yet.',
  durationPair: 'Send the hours and the minutes of the duration together.',
  capacitySpan: 'Send the duration or the end of the session.',
} as const;
