/**
 * Whether a live session's meeting has not started yet: until then its booking can change
 * (PUT /v1/live-booking/{id} answers 409 after). Apart from the form, which loads with the dialog.
 */
export const beforeMeeting = (meetingDate: number, now = Date.now()): boolean =>
  meetingDate * 1000 > now;
