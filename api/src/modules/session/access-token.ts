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
  iat: z.number().int(),
  exp: z.number().int(),
});

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export function issueAccessToken(claims: AccessClaims, now: Date, secret: string): string {
  const iat = seconds(now);
  return signJwt(
    {
      sub: String(claims.userId),
      role: claims.role,
      sid: claims.familyId,
      iat,
      exp: iat + ACCESS_TOKEN_TTL_SECONDS,
    },
    secret,
  );
}

/** The claims of a genuine, unexpired token; undefined for anything else. */
export function readAccessToken(
  token: string,
  now: Date,
  secret: string,
): AccessClaims | undefined {
  const claims = claimsSchema.safeParse(verifyJwt(token, secret));
  if (!claims.success || claims.data.exp <= seconds(now)) return undefined;
  return {
    userId: Number(claims.data.sub),
    role: claims.data.role as Role,
    familyId: claims.data.sid,
  };
}
