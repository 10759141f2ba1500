import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Tokens } from '../auth/schema.ts';

/** Tokens as kept in the store and in local storage; `stamp` is when they were issued (ms). */
export interface StoredAuth {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
  stamp: number;
}

export interface AuthState {
  tokens: StoredAuth | null;
}

/** A refresh token lives 30 days on the server; older stored tokens are useless. */
export const STORED_AUTH_MAX_AGE_MS = 30 * 24 * 3_600_000;

export const toStoredAuth = (tokens: Tokens, now: number): StoredAuth => ({
  accessToken: tokens.accessToken,
  refreshToken: tokens.refreshToken,
  expiresAt: now + tokens.expiresIn * 1000,
  stamp: now,
});

/** At start, stored auth that is incomplete or past its expiry is dropped (client spec section 4). */
export function validStoredAuth(value: unknown, now: number): StoredAuth | null {
  const auth = value as Partial<StoredAuth> | null;
  if (!auth || typeof auth.accessToken !== 'string' || typeof auth.refreshToken !== 'string') {
    return null;
  }
  if (typeof auth.stamp !== 'number' || now - auth.stamp > STORED_AUTH_MAX_AGE_MS) return null;
  return auth as StoredAuth;
}

/** Time a call may take to be answered: an access token with less left is renewed before it. */
const RENEW_AHEAD_MS = 30_000;

/**
 * Whether the access token is over, or would be before a call made now is answered: it is
 * renewed before the call rather than sent to be refused, as the browser logs every refusal.
 */
export const accessTokenDue = ({ tokens }: AuthState, now = Date.now()): boolean =>
  tokens !== null && tokens.expiresAt - now < RENEW_AHEAD_MS;

export const authSlice = createSlice({
  name: 'auth',
  initialState: { tokens: null } as AuthState,
  reducers: {
    tokensReceived(state, action: PayloadAction<StoredAuth>) {
      state.tokens = action.payload;
    },
    signedOut(state) {
      state.tokens = null;
    },
  },
  selectors: {
    selectSignedIn: (state) => state.tokens !== null,
    selectTokens: (state) => state.tokens,
  },
});

export const { tokensReceived, signedOut } = authSlice.actions;
export const { selectSignedIn, selectTokens } = authSlice.selectors;
