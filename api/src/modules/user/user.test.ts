import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import { errorTexts } from '@portal/contracts/common/errors';
import { users } from '../../db/schema.ts';
import { seedDemoAccounts } from '../../seed/seed.ts';
import { bearer, requestToken, setupTestApp, signIn } from '../../test/helper.ts';

const t = setupTestApp();
const seededAt = t.clock.now();
beforeAll(async () => {
  await seedDemoAccounts(t.db, t.clock.now());
});

const get = (url: string, tokens: { accessToken: string }) =>
  t.app.inject({ url, headers: bearer(tokens) });

test('the profile is the signed-in user, in camelCase', async () => {
  await t.db
    .update(users)
    .set({ nickname: 'Biz', contactPhone2: '+44 1632 960000', trainedIn: [{ shortName: 'NOT' }] })
    .where(eq(users.email, 'business@demo.test'));
  const tokens = await signIn(t.app, 'business@demo.test');
  const response = await get('/v1/user/profile', tokens);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    id: expect.any(Number),
    role: Role.CLIENT,
    email: 'business@demo.test',
    firstname: 'Demo',
    lastname: 'Business',
    profile: {
      nickname: 'Biz',
      extraInstructions: null,
      mobile: null,
      contactPhone2: '+44 1632 960000',
    },
    cartReminder: true,
    isBusinessAccount: true,
    currency: 'GBP',
    canDoLazyShift: false,
    status: UserStatus.ACTIVE,
    trainedIn: [{ shortName: 'NOT' }],
    oldTypist: false,
    mfaEnabled: false,
    contracts: null,
  });
});

test("a proofreader's profile says when they signed their contracts", async () => {
  const tokens = await signIn(t.app, 'proofreader@demo.test');
  expect((await get('/v1/user/profile', tokens)).json()).toMatchObject({
    oldTypist: false,
    contracts: {
      consultancyAgreementSignedAt: seededAt.toISOString(),
      securityRequirementsSignedAt: seededAt.toISOString(),
    },
  });
});

test('statistics count live sign-ins and show the previous sign-in', async () => {
  const first = await signIn(t.app, 'typist@demo.test');
  expect((await get('/v1/user/statistics', first)).json()).toEqual({
    activeSessions: 1,
    lastLoginAt: null,
    memberSince: seededAt.toISOString(),
  });

  const firstAt = t.clock.now();
  t.clock.advance(60_000);
  const second = await signIn(t.app, 'typist@demo.test');
  const third = await signIn(t.app, 'typist@demo.test');
  // Rotating a refresh token keeps the sign-in one session; logging out ends one.
  await requestToken(t.app, { grant_type: 'refresh_token', refresh_token: second.refreshToken });
  await t.app.inject({ method: 'POST', url: '/v1/user/logout', headers: bearer(first) });
  const stats = (await get('/v1/user/statistics', third)).json();
  expect(stats.activeSessions).toBe(2);
  expect(stats.lastLoginAt).toBe(new Date(firstAt.getTime() + 60_000).toISOString());
});

test('a user deleted after signing in is no longer anybody', async () => {
  const tokens = await signIn(t.app, 'radmin@demo.test');
  await t.db.delete(users).where(eq(users.email, 'radmin@demo.test'));
  const response = await get('/v1/user/profile', tokens);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: errorTexts.invalidAccessToken });
});
