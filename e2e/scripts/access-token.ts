import { createHmac } from 'node:crypto';

/**
 * The key the journeys' server signs access tokens with (its ACCESS_TOKEN_SECRET), so a journey
 * can hold a token the server itself would have issued at another time.
 */
export const E2E_ACCESS_TOKEN_SECRET = 'e2e-access-token-secret-known-to-the-journeys';

/**
 * The access token the server would have issued `seconds` later (earlier when negative): the same
 * claims with issue and expiry times moved, signed with the server's key.
 */
export function accessTokenIssuedAt(token: string, seconds: number): string {
  const [header = '', payload = ''] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    iat: number;
    exp: number;
  };
  const moved = { ...claims, iat: claims.iat + seconds, exp: claims.exp + seconds };
  const body = `${header}.${Buffer.from(JSON.stringify(moved)).toString('base64url')}`;
  const signature = createHmac('sha256', E2E_ACCESS_TOKEN_SECRET).update(body).digest();
  return `${body}.${signature.toString('base64url')}`;
}
