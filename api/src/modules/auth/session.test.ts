import { eq } from 'drizzle-orm';
import { REFRESH_TOKEN_REUSE_GRACE_SECONDS } from '@portal/contracts/common/limits';
import { errorTexts } from '@portal/contracts/common/errors';
import type { Tokens } from '@portal/contracts/auth/schema';
import { refreshTokens } from '../../db/schema.ts';
import { seedDemoAccounts } from '../../seed/seed.ts';
import { bearer, familyOf, requestToken, setupTestApp, signIn } from '../../test/helper.ts';

// After sign-in: refresh rotation and reuse, access-token checks, logout.

const t = setupTestApp();
beforeAll(async () => {
  await seedDemoAccounts(t.db, t.clock.now());
});

const refresh = (refreshToken: string) =>
  requestToken(t.app, { grant_type: 'refresh_token', refresh_token: refreshToken });
const profile = (tokens: Pick<Tokens, 'accessToken'>) =>
  t.app.inject({ url: '/v1/user/profile', headers: bearer(tokens) });

describe('refresh grant', () => {
  test('rotates: the new pair works, the old refresh token is spent', async () => {
    const first = await signIn(t.app, 'proofreader@demo.test');
    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(200);
    const second = response.json<Tokens>();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await profile(second)).statusCode).toBe(200);
    // One family, the first token marked used, and only hashes stored.
    const rows = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, familyOf(second)))
      .orderBy(refreshTokens.id);
    expect(rows.map((row) => row.usedAt !== null)).toEqual([true, false]);
    expect(rows.map((row) => row.tokenHash)).not.toContain(first.refreshToken);
    expect(rows.map((row) => row.tokenHash)).not.toContain(second.refreshToken);
  });

  test('presenting a spent token after the grace window revokes the whole family', async () => {
    const first = await signIn(t.app, 'admin@demo.test');
    const second = (await refresh(first.refreshToken)).json<Tokens>();
    t.clock.advance(REFRESH_TOKEN_REUSE_GRACE_SECONDS * 1000 + 1);
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: errorTexts.invalidRefreshToken });
    // The legitimate holder is signed out too: both its refresh and its access token are dead.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(401);
    // Other sign-ins of the same user are untouched.
    const other = await signIn(t.app, 'admin@demo.test');
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  test('two tabs refreshing with one token at the same moment both get the same new refresh token', async () => {
    const first = await signIn(t.app, 'proofreader@demo.test');
    const answers = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [tabA, tabB] = answers.map((answer) => answer.json<Tokens>()) as [Tokens, Tokens];
    expect(tabB.refreshToken).toBe(tabA.refreshToken);
    expect(tabA.refreshToken).not.toBe(first.refreshToken);
    // Still within the window, a third presentation gets the same answer too.
    t.clock.advance(REFRESH_TOKEN_REUSE_GRACE_SECONDS * 1000);
    expect((await refresh(first.refreshToken)).json<Tokens>().refreshToken).toBe(tabA.refreshToken);
    // One successor in the family, and the sign-in goes on in both tabs.
    const rows = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, familyOf(tabA)));
    expect(rows).toHaveLength(2);
    expect((await profile(tabA)).statusCode).toBe(200);
    expect((await profile(tabB)).statusCode).toBe(200);
    expect((await refresh(tabB.refreshToken)).statusCode).toBe(200);
  });

  test('within the grace window, a spent token whose successor has been exchanged is a copy', async () => {
    const first = await signIn(t.app, 'business@demo.test');
    const second = (await refresh(first.refreshToken)).json<Tokens>();
    const third = (await refresh(second.refreshToken)).json<Tokens>();
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: errorTexts.invalidRefreshToken });
    expect((await refresh(third.refreshToken)).statusCode).toBe(401);
    expect((await profile(third)).statusCode).toBe(401);
  });

  test('the next refresh token cannot be worked out from the spent one without the server key', async () => {
    const other = await t.build({ accessTokenSecret: 'another-secret-that-is-long-enough-0000' });
    const first = await signIn(t.app, 'client@demo.test');
    const second = (await refresh(first.refreshToken)).json<Tokens>();
    // The same spent token, presented to a server with another key, is a copy.
    const elsewhere = await requestToken(other, {
      grant_type: 'refresh_token',
      refresh_token: first.refreshToken,
    });
    expect(elsewhere.statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  test('an unknown or empty refresh token is refused', async () => {
    expect((await refresh('made-up')).json()).toEqual({ message: errorTexts.invalidRefreshToken });
    const empty = await refresh('');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual([{ field: 'refresh_token', message: 'Required' }]);
  });

  test('a refresh token expires after 30 days', async () => {
    const tokens = await signIn(t.app, 'superadmin@demo.test');
    t.clock.advance(30 * 24 * 3600 * 1000 + 1000);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await signIn(t.app, 'business@demo.test');
  });

  const rejected = async (authorization: string | undefined) => {
    const response = await t.app.inject({
      url: '/v1/user/profile',
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: errorTexts.invalidAccessToken });
  };

  test('missing or malformed', async () => {
    await rejected(undefined);
    await rejected('Bearer');
    await rejected('Bearer not-a-jwt');
    await rejected('Bearer a.b.c');
    await rejected(`Basic ${tokens.accessToken}`);
  });

  test('forged: changed claims, another key, or alg none', async () => {
    const [header, payload, signature] = tokens.accessToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const promoted = Buffer.from(JSON.stringify({ ...claims, role: 64 })).toString('base64url');
    await rejected(`Bearer ${header}.${promoted}.${signature}`);
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    await rejected(`Bearer ${none}.${payload}.`);
    const other = await t.build({ accessTokenSecret: 'another-secret-that-is-long-enough-0000' });
    const foreign = await signIn(other, 'client@demo.test');
    await rejected(`Bearer ${foreign.accessToken}`);
  });

  test('expired after 15 minutes', async () => {
    const fresh = await signIn(t.app, 'business@demo.test');
    t.clock.advance(899_000);
    expect((await profile(fresh)).statusCode).toBe(200);
    t.clock.advance(1_000);
    await rejected(`Bearer ${fresh.accessToken}`);
  });
});

test('logout ends the sign-in at once: access and refresh token', async () => {
  const tokens = await signIn(t.app, 'typist@demo.test');
  const logout = await t.app.inject({
    method: 'POST',
    url: '/v1/user/logout',
    headers: bearer(tokens),
  });
  expect(logout.statusCode).toBe(200);
  expect(logout.json()).toEqual({ isSuccess: true });
  expect((await profile(tokens)).statusCode).toBe(401);
  expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  const again = await t.app.inject({
    method: 'POST',
    url: '/v1/user/logout',
    headers: bearer(tokens),
  });
  expect(again.statusCode).toBe(401);
});
