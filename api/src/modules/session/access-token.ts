import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS } from '@portal/contracts/auth/rules';
import { isRole, type Role } from '@portal/contracts/policy/roles';
import { signJwt, verifyJwt } from '../../lib/jwt.ts';

/** Who is calling: the user, their role when signed in, and the sign-in (refresh family). */
export interface AccessClaims {
  userId: number;
  role: Role;
  familyId: string;
}

const claimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  role: z.number().refine(isRole),
  sid: z.uuid(),
});

export const issueAccessToken = (
  claims: AccessClaims,
  now: Date,
  secret: string,
): Promise<string> =>
  signJwt(
    { sub: String(claims.userId), role: claims.role, sid: claims.familyId },
    now,
    ACCESS_TOKEN_TTL_SECONDS,
    secret,
  );

interface Verified {
  claims: AccessClaims;
  expiresAtMs: number;
}

/**
 * Tokens already verified, per signing secret: a tab sends one token with every call for 15
 * minutes, and checking its signature again each time cost a tenth of a profile request. Only
 * genuine tokens are remembered, each with its expiry, which is checked against the caller's
 * clock on every use, as the signature check would.
 */
const verifiedBySecret = new Map<string, LRUCache<string, Verified>>();
const VERIFIED_TOKENS_KEPT = 10_000;

function verifiedTokens(secret: string): LRUCache<string, Verified> {
  let verified = verifiedBySecret.get(secret);
  if (!verified) {
    verified = new LRUCache({ max: VERIFIED_TOKENS_KEPT });
    verifiedBySecret.set(secret, verified);
  }
  return verified;
}

async function verify(token: string, now: Date, secret: string): Promise<Verified | undefined> {
  const payload = await verifyJwt(token, now, secret);
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success || payload?.exp === undefined) return undefined;
  return {
    claims: {
      userId: Number(claims.data.sub),
      role: claims.data.role as Role,
      familyId: claims.data.sid,
    },
    expiresAtMs: payload.exp * 1000,
  };
}

/** The claims of a genuine, unexpired token; undefined for anything else. */
export async function readAccessToken(
  token: string,
  now: Date,
  secret: string,
): Promise<AccessClaims | undefined> {
  const remembered = verifiedTokens(secret);
  const known = remembered.get(token) ?? (await verify(token, now, secret));
  if (!known || known.expiresAtMs <= now.getTime()) return undefined;
  remembered.set(token, known);
  return known.claims;
}
