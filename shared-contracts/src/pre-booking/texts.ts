import { PRE_BOOKING_MAX_MINUTES } from '../common/limits.ts';

/**
 * What the pre-booking routes answer when they refuse (staff spec section 8 leaves these messages
 * open): the admins' screens show them as sent.
 */
export const preBookingTexts = {
  notFound: 'Pre-booking not found',
  notClient: 'Choose a client account.',
  unknownService: 'Choose an active service.',
  expectedInThePast: 'The recordings cannot be expected in the past.',
  minutes: `Expect from 1 to ${PRE_BOOKING_MAX_MINUTES} minutes of recordings.`,
  notTheClientsMedia: (id: number) => `Media ${id} is not one of this client's orders.`,
  changedSince: 'This pre-booking was changed by someone else. Please reload it and try again.',
  duplicateItem: 'Each pre-booking may be listed once.',
} as const;
