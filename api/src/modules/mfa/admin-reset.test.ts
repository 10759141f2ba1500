import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { errorTexts } from '@portal/contracts/common/errors';
import { userTexts } from '@portal/contracts/user/texts';
import type { MfaSettings } from '@portal/contracts/mfa/schema';
import { mfaSettings, users } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { jobCast, type Caller, type JobCast } from '../job/test-fixtures.ts';
import { person, type Person } from '../project/test-fixtures.ts';
import { findUserById } from '../user/service.ts';

/** PUT /v1/multi-factor-auth/{id} with reset on another user's settings: the Users screens' reset. */
const t = setupTestApp();
let cast: JobCast;

beforeAll(async () => {
  cast = await jobCast(t);
});

/** The person's settings, with an authenticator enrolled; their id. */
async function enrolled(who: Person): Promise<number> {
  const settings = await t.app.inject({
    method: 'POST',
    url: '/v1/multi-factor-auth',
    headers: who.headers,
  });
  const id = settings.json<MfaSettings>().id;
  await t.db
    .update(mfaSettings)
    .set({ totpEnabled: true, totpSecret: 'sealed', smsEnabled: true, smsPhone: '+447700900123' })
    .where(eq(mfaSettings.id, id));
  return id;
}

const reset = (who: Caller, id: number, payload: Record<string, unknown> = { reset: true }) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/multi-factor-auth/${id}`,
    headers: who.headers,
    payload,
  });
const methodsOf = async (id: number) => {
  const [row] = await t.db.select().from(mfaSettings).where(eq(mfaSettings.id, id));
  return { totp: row?.totpEnabled, sms: row?.smsEnabled };
};

test("an admin resets a typist's 2FA: every method goes and their sign-ins end", async () => {
  const typist = await person(t, 'Tamsin', Role.TYPIST);
  const id = await enrolled(typist);
  const response = await reset(cast.admin, id);
  expect(response.statusCode).toBe(200);
  expect(response.json<MfaSettings>()).toMatchObject({ totp: false, sms: false });
  expect((await findUserById(t.db, typist.id))?.mfaEnabled).toBe(false);
  const profile = await t.app.inject({ url: '/v1/user/profile', headers: typist.headers });
  expect(profile.statusCode).toBe(401);
});

test("an admin account's 2FA is reset by a super admin only, another super admin's too", async () => {
  const admin = await person(t, 'Abel', Role.ADMIN);
  const superAdmin = await person(t, 'Sonia', Role.SUPER_ADMIN);
  const adminId = await enrolled(admin);
  const refused = await reset(cast.admin, adminId);
  expect([refused.statusCode, refused.json()]).toEqual([
    403,
    { message: userTexts.mfaResetBySuperAdmin },
  ]);
  expect(await methodsOf(adminId)).toEqual({ totp: true, sms: true });
  expect((await reset(cast.superAdmin, adminId)).statusCode).toBe(200);
  expect((await reset(cast.superAdmin, await enrolled(superAdmin))).statusCode).toBe(200);
});

test("to anyone else, another user's settings do not exist", async () => {
  const id = await enrolled(await person(t, 'Olive', Role.PROOFREADER));
  for (const who of [cast.client, cast.typist, cast.restrictedAdmin]) {
    const response = await reset(who, id);
    expect([response.statusCode, response.json()]).toEqual([404, { message: errorTexts.notFound }]);
  }
  // Only a reset reaches someone else's settings, even for an admin.
  expect((await reset(cast.admin, id, { type: 'totp' })).statusCode).toBe(404);
  expect((await reset(cast.admin, 999_999)).statusCode).toBe(404);
  expect(await methodsOf(id)).toEqual({ totp: true, sms: true });
});

test('an admin without 2FA on manages nobody', async () => {
  const admin = await person(t, 'Ada', Role.ADMIN);
  await t.db.update(users).set({ mfaEnabled: false }).where(eq(users.id, admin.id));
  const id = await enrolled(await person(t, 'Tobias', Role.TYPIST));
  const response = await reset(admin, id);
  expect([response.statusCode, response.json()]).toEqual([
    403,
    { message: errorTexts.twoFactorRequired },
  ]);
});

test("a user's own reset keeps working: one method, or every method", async () => {
  const typist = await person(t, 'Ivy', Role.TYPIST);
  const id = await enrolled(typist);
  expect((await reset(typist, id, { reset: true, type: 'sms' })).statusCode).toBe(200);
  expect(await methodsOf(id)).toEqual({ totp: true, sms: false });
  expect((await reset(typist, id)).statusCode).toBe(200);
  expect(await methodsOf(id)).toEqual({ totp: false, sms: false });
  const noType = await reset(typist, id, { mfa_code: '123456' });
  expect([noType.statusCode, noType.json()]).toEqual([
    422,
    [{ field: 'type', message: errorTexts.required }],
  ]);
});
