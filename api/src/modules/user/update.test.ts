import { eq } from 'drizzle-orm';
import { errorTexts } from '@portal/contracts/common/errors';
import type { Tokens } from '@portal/contracts/auth/schema';
import type { User } from '@portal/contracts/user/schema';
import { users } from '../../db/schema.ts';
import { seedDemoAccounts } from '../../seed/seed.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { bearer, form, requestToken, setupTestApp, signIn } from '../../test/helper.ts';
import { findUserByEmail } from './service.ts';
import { userTexts } from '@portal/contracts/user/texts';

const t = setupTestApp();
beforeAll(async () => {
  await seedDemoAccounts(t.db, t.clock.now());
});

const idOf = async (email: string) => (await findUserByEmail(t.db, email))?.id ?? 0;
const update = (tokens: Tokens, id: number, fields: Record<string, string>) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/user/${id}`,
    headers: { ...bearer(tokens), 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
  });
const withTwoFactor = (email: string) =>
  t.db.update(users).set({ mfaEnabled: true }).where(eq(users.email, email));

describe('own details', () => {
  test('a client changes names, profile, cart reminder and currency', async () => {
    const tokens = await signIn(t.app, 'business@demo.test');
    const response = await update(tokens, await idOf('business@demo.test'), {
      firstname: ' Bea ',
      'profile[nickname]': 'Bee',
      'profile[mobile]': '+44 7700 900111',
      'profile[contact_phone2]': '',
      'profile[extra_instructions]': 'Use UK spelling',
      cart_reminder: 'false',
      currency: 'EUR',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ payload: User }>().payload).toMatchObject({
      firstname: 'Bea',
      profile: { nickname: 'Bee', mobile: '+44 7700 900111', contactPhone2: null },
      cartReminder: false,
      currency: 'EUR',
    });
  });

  test('staff have no cart reminder or currency to change, and never their own status', async () => {
    const tokens = await signIn(t.app, 'typist@demo.test');
    const response = await update(tokens, await idOf('typist@demo.test'), {
      cart_reminder: 'false',
      status: '4',
      firstname: 'Tia',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([
      { field: 'cart_reminder', message: 'This field cannot be changed here.' },
      { field: 'status', message: userTexts.ownRoleOrStatus },
    ]);
    expect((await findUserByEmail(t.db, 'typist@demo.test'))?.firstname).not.toBe('Tia');
  });

  test('bad input changes nothing', async () => {
    const tokens = await signIn(t.app, 'client@demo.test');
    const id = await idOf('client@demo.test');
    const response = await update(tokens, id, {
      firstname: '',
      'profile[mobile]': 'call me',
      'profile[extra_instructions]': 'a <b>bold</b> request',
      currency: 'XYZ',
    });
    expect(response.statusCode).toBe(422);
    const fields = response.json<{ field: string; message: string }[]>();
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'profile[mobile]', message: "Doesn't conform to pattern" },
        { field: 'profile[extra_instructions]', message: 'This symbol cannot be used here: <' },
      ]),
    );
    expect(fields.map((f) => f.field)).toEqual(expect.arrayContaining(['firstname', 'currency']));
    expect((await findUserByEmail(t.db, 'client@demo.test'))?.firstname).toBe('Demo');
  });
});

describe('password change', () => {
  test('needs the current password, meets the policy, and ends the other sign-ins', async () => {
    const other = await signIn(t.app, 'client@demo.test');
    const tokens = await signIn(t.app, 'client@demo.test');
    const id = await idOf('client@demo.test');

    const wrong = await update(tokens, id, {
      password: 'New-Password-2027!',
      current_password: 'nope',
    });
    expect(wrong.json()).toEqual([
      { field: 'current_password', message: userTexts.wrongCurrentPassword },
    ]);
    const weak = await update(tokens, id, { password: 'weak', current_password: DEMO_PASSWORD });
    expect(weak.statusCode).toBe(422);

    const done = await update(tokens, id, {
      password: 'New-Password-2027!',
      current_password: DEMO_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    const refreshOther = await requestToken(t.app, {
      grant_type: 'refresh_token',
      refresh_token: other.refreshToken,
    });
    expect(refreshOther.statusCode).toBe(401);
    const refreshMine = await requestToken(t.app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refreshToken,
    });
    expect(refreshMine.statusCode).toBe(200);
    await signIn(t.app, 'client@demo.test', 'New-Password-2027!');
  });
});

describe("other users' details", () => {
  test('a client cannot change anyone else, nor tell a taken id from a free one', async () => {
    const tokens = await signIn(t.app, 'business@demo.test');
    const someone = await update(tokens, await idOf('typist@demo.test'), { firstname: 'X' });
    const nobody = await update(tokens, 999_999, { firstname: 'X' });
    expect(someone.statusCode).toBe(404);
    expect(someone.json()).toEqual({ message: errorTexts.notFound });
    expect([nobody.statusCode, nobody.body]).toEqual([someone.statusCode, someone.body]);
    expect((await findUserByEmail(t.db, 'typist@demo.test'))?.firstname).not.toBe('X');
  });

  test('an admin manages staff only with 2FA on, and is told admin accounts are not theirs', async () => {
    const tokens = await signIn(t.app, 'admin@demo.test');
    const typist = await idOf('proofreader@demo.test');
    const held = await update(tokens, typist, { status: '5' });
    expect(held.statusCode).toBe(403);
    expect(held.json()).toEqual({ message: errorTexts.twoFactorRequired });
    // Without 2FA the answer is the same for an id nobody has.
    const heldNobody = await update(tokens, 999_999, { status: '5' });
    expect([heldNobody.statusCode, heldNobody.body]).toEqual([held.statusCode, held.body]);

    await withTwoFactor('admin@demo.test');
    const response = await update(tokens, typist, { status: '5', 'trained_in[0]': 'NOT' });
    expect(response.json<{ payload: User }>().payload).toMatchObject({
      status: 5,
      trainedIn: [{ shortName: 'NOT' }],
    });
    // Admins list every user anyway: a refusal says why rather than hiding the account.
    for (const email of ['superadmin@demo.test', 'radmin@demo.test']) {
      const peer = await update(tokens, await idOf(email), { firstname: 'X' });
      expect([peer.statusCode, peer.json()]).toEqual([
        403,
        { message: userTexts.adminsBySuperAdmin },
      ]);
    }
    const password = await update(tokens, typist, { password: 'New-Password-2027!' });
    expect(password.statusCode).toBe(422);
  });

  test('a user put on hold is signed out everywhere', async () => {
    const victim = await signIn(t.app, 'radmin@demo.test');
    const tokens = await signIn(t.app, 'superadmin@demo.test');
    await withTwoFactor('superadmin@demo.test');
    expect((await update(tokens, await idOf('radmin@demo.test'), { status: '5' })).statusCode).toBe(
      200,
    );
    const refresh = await requestToken(t.app, {
      grant_type: 'refresh_token',
      refresh_token: victim.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
  });

  test('an unknown user is not found', async () => {
    const tokens = await signIn(t.app, 'business@demo.test');
    const response = await update(tokens, 999_999, { firstname: 'X' });
    expect(response.statusCode).toBe(404);
  });
});
