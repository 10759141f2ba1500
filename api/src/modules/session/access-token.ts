import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS, isRole, type Role } from '@portal/contracts/core';
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

/** The claims of a genuine, unexpired token; undefined for anything else. */
export async function readAccessToken(
  token: string,
  now: Date,
  secret: string,
): Promise<AccessClaims | undefined> {
  const claims = claimsSchema.safeParse(await verifyJwt(token, now, secret));
  if (!claims.success) return undefined;
  return {
    userId: Number(claims.data.sub),
    role: claims.data.role as Role,
    familyId: claims.data.sid,
  };
}
