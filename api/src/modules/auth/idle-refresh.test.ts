import { eq } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_SECONDS } from '@portal/contracts/auth/rules';
import { errorTexts } from '@portal/contracts/common/errors';
import type { Tokens } from '@portal/contracts/auth/schema';
import { refreshTokens, users } from '../../db/schema.ts';
import { seedDemoAccounts } from '../../seed/seed.ts';
import { familyOf, requestToken, setupTestApp, startTestSession } from '../../test/helper.ts';
import { findUserByEmail } from '../user/service.ts';

// The idle sign-out (client spec section 4) on the server: a refresh after the role's idle limit
// is refused with its own code, counted from the end of the last access token issued.

const t = setupTestApp();
beforeAll(async () => {
  await seedDemoAccounts(t.db, t.clock.now());
});

const HOUR = 3_600_000;
const ACCESS_TOKEN_MS = ACCESS_TOKEN_TTL_SECONDS * 1000;

const refresh = (refreshToken: string) =>
  requestToken(t.app, { grant_type: 'refresh_token', refresh_token: refreshToken });

async function signInAs(email: string, mfaEnabled: boolean): Promise<Tokens> {
  await t.db.update(users).set({ mfaEnabled }).where(eq(users.email, email));
  const user = await findUserByEmail(t.db, email);
  if (!user) throw new Error(`No demo account ${email}`);
  return startTestSession(t.app, user);
}

describe.each([
  ['a client', 'client@demo.test', false, 12 * HOUR],
  ['a typist', 'typist@demo.test', true, 4 * HOUR],
  ['a proofreader', 'proofreader@demo.test', true, 4 * HOUR],
  ['an admin without 2FA', 'admin@demo.test', false, HOUR],
  ['an admin with 2FA', 'admin@demo.test', true, 8 * HOUR],
  ['a super admin without 2FA', 'superadmin@demo.test', false, HOUR],
  ['a super admin with 2FA', 'superadmin@demo.test', true, 8 * HOUR],
])('%s', (_who, email, mfaEnabled, idleLimit) => {
  test('refreshes after being idle for up to the limit since the last access token expired', async () => {
    const tokens = await signInAs(email, mfaEnabled);
    t.clock.advance(ACCESS_TOKEN_MS + idleLimit);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(200);
  });

  test('is signed out for inactivity a moment later, the whole sign-in ended', async () => {
    const first = await signInAs(email, mfaEnabled);
    const tokens = (await refresh(first.refreshToken)).json<Tokens>();
    t.clock.advance(ACCESS_TOKEN_MS + idleLimit + 1);

    const refused = await refresh(tokens.refreshToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      errorCode: 'IDLE_SIGN_OUT',
      message: 'Logged out due to inactivity',
    });
    const family = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, familyOf(tokens)));
    expect(family.map((row) => row.revokedAt)).not.toContain(null);
  });
});

test('a sign-in that keeps refreshing is never idle, however long it lasts', async () => {
  const first = await signInAs('admin@demo.test', false);
  let tokens = first;
  for (let quarter = 0; quarter < 12; quarter += 1) {
    t.clock.advance(ACCESS_TOKEN_MS);
    const refreshed = await refresh(tokens.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    tokens = refreshed.json<Tokens>();
  }
});

test('a restricted admin is never signed out for inactivity', async () => {
  const tokens = await signInAs('radmin@demo.test', false);
  t.clock.advance(29 * 24 * HOUR);
  expect((await refresh(tokens.refreshToken)).statusCode).toBe(200);
});

test('a token refused for inactivity, presented again, is refused as spent', async () => {
  const tokens = await signInAs('client@demo.test', false);
  t.clock.advance(ACCESS_TOKEN_MS + 12 * HOUR + 1);
  expect((await refresh(tokens.refreshToken)).json()).toMatchObject({
    errorCode: 'IDLE_SIGN_OUT',
  });
  expect((await refresh(tokens.refreshToken)).json()).toEqual({
    message: errorTexts.invalidRefreshToken,
  });
});
