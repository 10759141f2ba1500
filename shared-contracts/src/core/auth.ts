import { SESSION_ID_LENGTH } from './constants.ts';

export const OAUTH_CLIENT_ID = 'portal-web';
export const SESSION_ID_HEADER = 'x-session-id';
export const ACCESS_TOKEN_TTL_SECONDS = 900;

/** What the token endpoint answers (the schema is in schemas/auth.ts). */
export interface Tokens {
  accessToken: string;
  refreshToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
}

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

export interface PasswordCredentials {
  username: string;
  password: string;
}

/** After social sign-in, an account with 2FA finishes with the ticket the popup brought back. */
export interface SocialTicketCredentials {
  grantType: 'social_ticket';
  ticket: string;
}

export type LoginCredentials = PasswordCredentials | SocialTicketCredentials;

export type LoginRequest = LoginCredentials & {
  mfaMethod?: MfaMethod;
  mfaCode?: string;
  recoveryCode?: string;
};

/** The token endpoint's answer: tokens, or the next two-factor stage (client spec section 7). */
export type LoginResponse =
  Tokens | { methods: MfaMethod[] } | { emailSent: true } | { smsSent: true };

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
