import { can } from '@portal/contracts/policy/policy';
import { errorTexts } from '@portal/contracts/common/errors';
import { shiftTexts } from '@portal/contracts/shift/texts';
import type { FeatureFlags } from '@portal/contracts/portal/flags';
import type { ShiftAudience } from '@portal/contracts/shift/schema';
import type { Actor } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';

// Who may book and read shifts (staff spec sections 1 and 6): typists while the shifts flag is
// on, proofreaders while the proofreader-shifts flag is on; admins and super admins plan them.

/** The shifts a caller books: those of their role, while its flag is on; 403 for anyone else. */
export function bookerAudience(actor: Actor, flags: FeatureFlags): ShiftAudience {
  if (can(actor, 'job.type')) {
    if (!flags.shifts) throw new ApiError(403, shiftTexts.bookingClosed);
    return 'typist';
  }
  if (can(actor, 'job.proofread')) {
    if (!flags.proofreaderShifts) throw new ApiError(403, shiftTexts.proofreaderBookingClosed);
    return 'proofreader';
  }
  throw new ApiError(403, errorTexts.unauthorized);
}

/** What a caller reads of the shifts: every audience for admins, else their own. */
export interface ShiftReader {
  viewerId: number;
  /** Undefined: every audience. */
  audience?: ShiftAudience;
  withBookings: boolean;
}

/** Admins read every shift, and who booked it when asked; bookers read their own audience's. */
export function shiftReaderOf(
  actor: Actor,
  flags: FeatureFlags,
  withBookings = false,
): ShiftReader {
  if (can(actor, 'shift.plan')) return { viewerId: actor.userId, withBookings };
  const audience = bookerAudience(actor, flags);
  if (withBookings) throw new ApiError(403, shiftTexts.bookingsForAdmins);
  return { viewerId: actor.userId, audience, withBookings: false };
}
