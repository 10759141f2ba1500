import type { Tokens } from './schema.ts';

export const OAUTH_CLIENT_ID = 'portal-web';
export const SESSION_ID_HEADER = 'x-session-id';
export const ACCESS_TOKEN_TTL_SECONDS = 900;

// The token endpoint's types are inferred from its schemas.
export type { LoginCredentials, LoginRequest, LoginResponse, Tokens } from './schema.ts';
export function isTokens(value: unknown): value is Tokens {
  const tokens = value as Partial<Tokens> | null;
  return (
    typeof tokens?.accessToken === 'string' &&
    typeof tokens.refreshToken === 'string' &&
    tokens.tokenType === 'Bearer' &&
    typeof tokens.expiresIn === 'number'
  );
}
