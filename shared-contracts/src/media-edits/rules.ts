/**
 * The media's editable details on the assign grid (staff spec sections 2 and 9): the limits of
 * what staff write, and the deadline durations the deadline edit offers.
 */
import { TURNAROUND } from '../common/constants.ts';

export const ADMIN_CHAT_MESSAGE_MAX = 2000;
export const POOR_AUDIO_REASON_MAX = 500;
export const CUSTOMER_EMAIL_SUBJECT_MAX = 200;
export const CUSTOMER_EMAIL_MESSAGE_MAX = 10_000;

/** The deadline durations of spec section 9, in seconds, as quick picks from now. */
export const deadlineQuickPicks = [
  { label: '7 days', seconds: TURNAROUND.sevenDays },
  { label: '48 hours', seconds: TURNAROUND.fortyEightHours },
  { label: '24 hours', seconds: TURNAROUND.twentyFourHours },
  { label: '12 hours', seconds: TURNAROUND.twelveHours },
] as const;
