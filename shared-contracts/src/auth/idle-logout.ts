import { Role } from '../policy/roles.ts';

const HOUR_MS = 3_600_000;

/** A role's idle limit in ms, without and with 2FA; null: never signed out for idleness. */
interface IdleLimits {
  withoutTwoFactor: number | null;
  withTwoFactor: number | null;
}

const both = (ms: number | null): IdleLimits => ({ withoutTwoFactor: ms, withTwoFactor: ms });

/**
 * How long a user may go without interaction before the sign-in ends (client spec section 4,
 * staff spec section 2): the shell's idle clock and the API's refresh grant both read this.
 */
export const IDLE_LOGOUT_LIMITS: Readonly<Record<Role, IdleLimits>> = {
  [Role.CLIENT]: both(12 * HOUR_MS),
  [Role.TYPIST]: both(4 * HOUR_MS),
  [Role.PROOFREADER]: both(4 * HOUR_MS),
  // The spec's "others never".
  [Role.RESTRICTED_ADMIN]: both(null),
  [Role.ADMIN]: { withoutTwoFactor: HOUR_MS, withTwoFactor: 8 * HOUR_MS },
  [Role.SUPER_ADMIN]: { withoutTwoFactor: HOUR_MS, withTwoFactor: 8 * HOUR_MS },
};

/** How often the portal samples interaction (client spec section 9). */
export const IDLE_SAMPLE_MS = 1_000;

/** How long a user may be idle before being signed out; null: never. */
export function idleLimitMs(role: Role, mfaEnabled: boolean): number | null {
  const limits = IDLE_LOGOUT_LIMITS[role];
  return mfaEnabled ? limits.withTwoFactor : limits.withoutTwoFactor;
}
