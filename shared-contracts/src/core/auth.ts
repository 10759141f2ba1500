import { SESSION_ID_LENGTH } from './constants.ts';
import type { Tokens } from './schemas/auth.ts';

export const OAUTH_CLIENT_ID = 'portal-web';
export const SESSION_ID_HEADER = 'x-session-id';
export const ACCESS_TOKEN_TTL_SECONDS = 900;

// The token endpoint's types are inferred from its schemas.
export type { LoginCredentials, LoginRequest, LoginResponse, Tokens } from './schemas/auth.ts';
export function isTokens(value: unknown): value is Tokens {
  const tokens = value as Partial<Tokens> | null;
  return (
    typeof tokens?.accessToken === 'string' &&
    typeof tokens.refreshToken === 'string' &&
    tokens.tokenType === 'Bearer' &&
    typeof tokens.expiresIn === 'number'
  );
}

/** Two-factor methods at sign-in; email and recovery codes are the ways back in. */
export const mfaMethods = ['totp', 'sms', 'email', 'recovery'] as const;
export type MfaMethod = (typeof mfaMethods)[number];

const sessionIdPattern = new RegExp(`^[A-Za-z0-9]{${SESSION_ID_LENGTH}}$`);
export const isSessionId = (value: string): boolean => sessionIdPattern.test(value);

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 32 random alphanumeric characters from the platform's CSPRNG. */
export function createSessionId(random: Crypto = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(SESSION_ID_LENGTH));
  // 248 is the largest multiple of 62 below 256; rejecting above it keeps characters uniform.
  const chars = [...bytes].filter((b) => b < 248).map((b) => alphabet[b % alphabet.length]);
  return chars.length === SESSION_ID_LENGTH ? chars.join('') : createSessionId(random);
}
