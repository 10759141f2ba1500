import { createHmac, timingSafeEqual } from 'node:crypto';

/** HS256 JSON Web Tokens (RFC 7519) on node:crypto: the only algorithm signed or accepted. */

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const sign = (input: string, secret: string): Buffer =>
  createHmac('sha256', secret).update(input).digest();

export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const body = `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The payload of a well-formed token signed with `secret`, else undefined. Claims (expiry
 * included) are the caller's to check.
 */
export function verifyJwt(token: string, secret: string): unknown {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [head = '', payload = '', signature = ''] = parts;
  const decodedHeader = decodeJson(head) as { alg?: unknown } | undefined;
  // Pinning the algorithm closes the "alg: none" and algorithm-confusion holes.
  if (decodedHeader?.alg !== 'HS256') return undefined;
  const expected = sign(`${head}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return decodeJson(payload);
}
