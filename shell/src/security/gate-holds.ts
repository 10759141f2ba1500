import {
  contractsGateRedirect,
  requiresTwoFactor,
  type FeatureFlags,
  type User,
} from '@portal/contracts';

// What enabling 2FA takes, and the way out.
const openWithoutTwoFactor = ['/profile', '/logout'];

/** The portal path of a router path: `/` is `/v3`. */
export function toPortalPath(routerPath: string): string {
  return `/v3${routerPath === '/' ? '' : routerPath}`;
}

/** Staff without two-factor authentication are held on the profile (client spec section 2). */
export function heldForTwoFactor(user: User, routerPath: string): boolean {
  return (
    requiresTwoFactor(user.role) && !user.mfaEnabled && !openWithoutTwoFactor.includes(routerPath)
  );
}

/** Whether the 2FA or contract gate is about to send this user away from `routerPath`. */
export function heldByGate(user: User | undefined, flags: FeatureFlags, routerPath: string) {
  if (!user) return false;
  return (
    heldForTwoFactor(user, routerPath) ||
    contractsGateRedirect(user, flags, toPortalPath(routerPath)) !== undefined
  );
}
