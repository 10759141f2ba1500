import { tokensReceived } from '../store/auth-slice.ts';
import { createPortalStore } from '../store/store.ts';
import { testPortalConfig } from './portal-config.ts';

/** A store signed in with the given access token (its refresh token: `r-` before it). */
export function signedInTestStore(accessToken = 'access') {
  const store = createPortalStore({ config: testPortalConfig() });
  store.dispatch(
    tokensReceived({
      accessToken,
      refreshToken: `r-${accessToken}`,
      expiresAt: 0,
      stamp: Date.now(),
    }),
  );
  return store;
}
