import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';

/**
 * HS256 JSON Web Tokens (RFC 7519) through jose. The one place the algorithm is chosen: tokens
 * are signed with it and only it is accepted, which closes the "alg: none" and
 * algorithm-confusion holes for every kind of token the API issues.
 */
const ALGORITHM = 'HS256';

const key = (secret: string): Uint8Array => new TextEncoder().encode(secret);

/** A token of `claims`, issued at `now`, that expires `ttlSeconds` later. */
export const signJwt = (
  claims: JWTPayload,
  now: Date,
  ttlSeconds: number,
  secret: string,
): Promise<string> =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(new Date(now.getTime() + ttlSeconds * 1000))
    .sign(key(secret));

/**
 * The claims of a well-formed token signed with `secret` and unexpired at `now`, else undefined.
 * The other claims are the caller's to check.
 */
export async function verifyJwt(
  token: string,
  now: Date,
  secret: string,
): Promise<JWTPayload | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALGORITHM],
      currentDate: now,
      requiredClaims: ['exp'],
    });
    return payload;
  } catch (error) {
    // Any token jose refuses is simply not genuine; anything else is a bug and surfaces.
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
