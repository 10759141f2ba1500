import { SHIFT_MAX_DAYS_AHEAD, SHIFT_MAX_MINUTES, SHIFT_MIN_MINUTES } from '../common/limits.ts';

/**
 * What the shift routes answer when they refuse (staff spec section 8 leaves the shift messages
 * open): the booker's screen shows them as sent.
 */
export const shiftTexts = {
  notFound: 'Shift not found',
  full: 'This shift is full.',
  started: 'This shift has already started.',
  alreadyBooked: 'You have already booked this shift.',
  /** Cancelling: the same whether the shift does not exist or the caller has no place on it. */
  notBooked: 'You have not booked this shift.',
  startsInThePast: 'A shift cannot start in the past.',
  tooFarAhead: `A shift can be planned up to ${SHIFT_MAX_DAYS_AHEAD} days ahead.`,
  length: `A shift lasts from ${SHIFT_MIN_MINUTES} minutes to ${SHIFT_MAX_MINUTES / 60} hours.`,
  endOrDuration: 'Give either an end time or a duration, not both.',
  capacityBelowBookings: (booked: number) =>
    `The capacity cannot be less than the ${booked} ${booked === 1 ? 'booking' : 'bookings'} already held.`,
  /** The feature flags (staff spec section 6) are off for the caller's role. */
  bookingClosed: 'Shift booking is not open.',
  proofreaderBookingClosed: 'Shift booking is not open to proofreaders.',
  bookingsForAdmins: 'Only admins can see who booked a shift.',
} as const;
