import { tokensReceived } from '../app/auth-slice.ts';
import { createPortalStore } from '../app/store.ts';
import { testPortalConfig } from './portal-config.ts';

/**
 * A store signed in with the given access token (its refresh token: `r-` before it), valid for
 * its 15 minutes unless `expiresAt` (ms) says when it ends.
 */
export function signedInTestStore(
  accessToken = 'access',
  { expiresAt = Date.now() + 900_000 } = {},
) {
  const store = createPortalStore({ config: testPortalConfig() });
  store.dispatch(
    tokensReceived({ accessToken, refreshToken: `r-${accessToken}`, expiresAt, stamp: Date.now() }),
  );
  return store;
}
