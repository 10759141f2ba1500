import { TOTP } from 'otpauth';
import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { companies, companyMembers } from '../../db/schema.ts';
import { form, requestToken, setupTestApp } from '../../test/helper.ts';
import { contractsState } from '../user/contract-state.ts';
import { findUserByEmail } from '../user/service.ts';
import { booked, businessClient, liveService } from '../live-booking/test-fixtures.ts';

const t = setupTestApp({ portalEnv: 'e2e' });

const create = (fields: Record<string, string>, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/v1/e2e/accounts',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
  });

test('makes a fresh account of a role that signs in with its authenticator', async () => {
  const response = await create({ role: String(Role.TYPIST), two_factor: 'totp' });
  const account = response.json<{ email: string; password: string; totpSecret: string }>();
  expect(account.email).toMatch(/^typist-[0-9a-f]{12}@e2e\.test$/);
  const password = { grant_type: 'password', username: account.email, password: account.password };
  expect((await requestToken(t.app, password)).json()).toEqual({
    methods: ['totp', 'email', 'recovery'],
  });
  const code = new TOTP({ secret: account.totpSecret }).generate({
    timestamp: t.clock.now().getTime() + 30_000,
  });
  const signedIn = await requestToken(t.app, { ...password, mfa_method: 'totp', mfa_code: code });
  expect(signedIn.json()).toMatchObject({ tokenType: 'Bearer' });
});

test('without two_factor the account has none', async () => {
  const account = (await create({ role: String(Role.CLIENT) })).json<{ totpSecret: null }>();
  expect(account.totpSecret).toBeNull();
});

test('a business account owns its company, as the demo one does', async () => {
  const response = await create({ role: String(Role.CLIENT), is_business_account: 'true' });
  const user = await findUserByEmail(t.db, response.json<{ email: string }>().email);
  const [owned] = await t.db
    .select()
    .from(companies)
    .innerJoin(companyMembers, eq(companyMembers.companyId, companies.id))
    .where(eq(companies.ownerId, user?.id ?? 0));
  expect(user?.isBusinessAccount).toBe(true);
  expect(owned?.company_members.userId).toBe(user?.id);
});

test('a typist or proofreader has signed the contracts unless the journey asks otherwise', async () => {
  const stateOf = async (fields: Record<string, string>) => {
    const response = await create(fields);
    const user = await findUserByEmail(t.db, response.json<{ email: string }>().email);
    return user && contractsState(t.db, user);
  };
  expect(await stateOf({ role: String(Role.PROOFREADER) })).toEqual({
    consultancyAgreementSignedAt: t.clock.now().toISOString(),
    securityRequirementsSignedAt: t.clock.now().toISOString(),
  });
  expect(await stateOf({ role: String(Role.TYPIST), contracts: 'unsigned' })).toEqual({
    consultancyAgreementSignedAt: null,
    securityRequirementsSignedAt: null,
  });
  expect(await stateOf({ role: String(Role.CLIENT) })).toBeNull();
});

const begin = (id: number, app = t.app) =>
  app.inject({ method: 'POST', url: `/v1/e2e/live-sessions/${id}/begin` });

test('a booked meeting is brought forward to have begun a minute ago, its length kept', async () => {
  const client = await businessClient(t, 'Bea');
  const [session] = await booked(t, client, await liveService(t), [
    { meeting_duration_hours: 1, meeting_duration_minutes: 30 },
  ]);
  const response = await begin(session?.id ?? 0);
  const now = Math.floor(t.clock.now().getTime() / 1000);
  expect(response.json()).toEqual({
    id: session?.id,
    meetingDate: now - 60,
    meetingEnd: now - 60 + 5400,
  });
  expect((await begin(999_999)).statusCode).toBe(404);
});

test('exists only in the e2e environment, never in production', async () => {
  for (const overrides of [
    { portalEnv: 'local' as const },
    { portalEnv: 'e2e' as const, production: true },
  ]) {
    const app = await t.build(overrides);
    expect((await create({ role: String(Role.ADMIN) }, app)).statusCode).toBe(404);
    expect((await begin(1, app)).statusCode).toBe(404);
  }
});
