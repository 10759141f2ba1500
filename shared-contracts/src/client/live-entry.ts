// @portal/contracts/live: live note-taking (client spec sections 3, 5 and 8; staff spec
// section 7), the booking form, the live-note library and booking view, the live assign grid
// and the live note editor, shared on its own so the portal's first load does without it.
export * from './api/live-booking.ts';
export { liveBookingTexts } from '../core/texts/live-booking.ts';
export {
  bookableLength,
  liveServiceOptions,
  overlapProblem,
  peakOverlap,
  sessionSeconds,
  sessionTimeProblem,
  spansOverlap,
  type SessionSpan,
} from '../core/live-booking.ts';
export {
  LIVE_BOOKING_PAGE_SIZE,
  LIVE_MAX_DURATION_SECONDS,
  LIVE_MAX_SESSIONS_PER_BOOKING,
  LIVE_MIN_NOTICE_SECONDS,
  MEETING_AGENDA_MAX_LENGTH,
  MEETING_LINK_MAX_LENGTH,
  MEETING_TITLE_MAX_LENGTH,
} from '../core/limits.ts';
// Sessions are entered and shown on the portal's clock (UK time), whatever the browser's zone.
export {
  PORTAL_TIME_LABEL,
  addPortalDays,
  fromPortalTime,
  portalTime,
} from '../core/portal-time.ts';
export {
  formatPortalDateTime,
  formatSessionLength,
  fromDueDayInput,
  fromLengthInputs,
  fromStartInput,
  lengthPartProblem,
  lengthParts,
  meetingLinkProblem,
  sessionFieldValidators,
  toDueDayInput,
  toLengthInputs,
  toStartInput,
} from '../core/live-session-input.ts';
