import { IDLE_LOGOUT, Role } from '@portal/contracts';

/** How long a user may be idle before being signed out (client spec section 4); null: never. */
export function idleLimitMs(role: Role, mfaEnabled: boolean): number | null {
  switch (role) {
    case Role.ADMIN:
    case Role.SUPER_ADMIN:
      return mfaEnabled ? IDLE_LOGOUT.adminWithTwoFactor : IDLE_LOGOUT.admin;
    case Role.TYPIST:
    case Role.PROOFREADER:
      return IDLE_LOGOUT.typistOrProofreader;
    case Role.CLIENT:
      return IDLE_LOGOUT.client;
    default:
      return null;
  }
}
