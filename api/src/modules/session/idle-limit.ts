import { ACCESS_TOKEN_TTL_SECONDS } from '@portal/contracts/auth/rules';
import { idleLimitMs } from '@portal/contracts/auth/idle-logout';
import type { Role } from '@portal/contracts/policy/roles';

/**
 * Whether a sign-in presenting a refresh token issued at `issuedAt` has been idle past its user's
 * limit (client spec section 4).
 *
 * The server sees requests, not interaction, and the portal refreshes only when a call finds its
 * access token expired: the presented token came with the last access token, which the sign-in
 * may have used until it expired. Idleness counts from then, so a sign-in that made a call within
 * the limit is never refused. The portal's own clock, which sees interaction, signs an idle user
 * out to the second; this refuses what that clock cannot stop: a browser that kept the tokens
 * but not the clock, or a copied token, reviving the sign-in later.
 */
export function idlePastLimit(
  user: { role: Role; mfaEnabled: boolean },
  issuedAt: Date,
  now: Date,
): boolean {
  const limit = idleLimitMs(user.role, user.mfaEnabled);
  const lastPossibleUse = issuedAt.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000;
  return limit !== null && now.getTime() - lastPossibleUse > limit;
}
