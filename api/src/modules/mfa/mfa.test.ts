import { eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { errorTexts } from '@portal/contracts/common/errors';
import { mfaTexts } from '@portal/contracts/mfa/texts';
import type { MfaUpdateResult } from '@portal/contracts/mfa/schema';
import type { Tokens } from '@portal/contracts/auth/schema';
import { mfaSettings } from '../../db/schema.ts';
import { seedDemoAccounts } from '../../seed/seed.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { bearer, form, requestToken, setupTestApp, signIn } from '../../test/helper.ts';
import { lastMessageTo } from '../../test/outbox.ts';
import { CODE_TTL_MS } from './one-time-codes.ts';

const t = setupTestApp({}, (app) => {
  app.get('/v1/test/staff-only', { onRequest: app.authenticate }, async () => ({ ok: true }));
});
beforeAll(async () => {
  await seedDemoAccounts(t.db, t.clock.now());
});

const send = (
  tokens: Tokens,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  fields?: Record<string, string>,
) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...bearer(tokens),
      ...(fields ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(fields ? { payload: form(fields) } : {}),
  });

const settingsOf = async (tokens: Tokens) =>
  (await send(tokens, 'POST', '/v1/multi-factor-auth')).json<MfaUpdateResult>();

const login = (email: string, fields: Record<string, string> = {}) =>
  requestToken(t.app, {
    grant_type: 'password',
    username: email,
    password: DEMO_PASSWORD,
    ...fields,
  });

const codeFor = (secret: string) =>
  new TOTP({ secret }).generate({ timestamp: t.clock.now().getTime() });
const wrongCode = (code: string) => code.replace(/.$/, (d) => String((Number(d) + 1) % 10));
// Each sign-in code is spent once: move to the next 30-second step before the next one.
const nextStep = () => t.clock.advance(30_000);

/** Enrols the authenticator; answers its secret and the recovery codes shown once. */
async function enrolTotp(tokens: Tokens) {
  const { id } = await settingsOf(tokens);
  const started = (
    await send(tokens, 'PUT', `/v1/multi-factor-auth/${id}`, { type: 'totp' })
  ).json<MfaUpdateResult>();
  const secret = started.totpSecret ?? '';
  const confirmed = await send(tokens, 'PUT', `/v1/multi-factor-auth/${id}`, {
    type: 'totp',
    mfa_code: codeFor(secret),
  });
  expect(confirmed.statusCode).toBe(200);
  nextStep();
  return { id, secret, recoveryCodes: confirmed.json<MfaUpdateResult>().recoveryCodes ?? [] };
}

describe('authenticator enrolment', () => {
  test('a key with its QR code, confirmed by a code, then recovery codes once', async () => {
    const tokens = await signIn(t.app, 'client@demo.test');
    const settings = await settingsOf(tokens);
    expect(settings).toEqual({
      id: expect.any(Number),
      totp: false,
      sms: false,
      smsPhone: null,
      smsAvailable: true,
      recoveryCodesLeft: 0,
    });
    const url = `/v1/multi-factor-auth/${settings.id}`;
    const started = (await send(tokens, 'PUT', url, { type: 'totp' })).json<MfaUpdateResult>();
    expect(started.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.otpauthUri).toContain(
      'otpauth://totp/Transcription%20portal:client%40demo.test',
    );
    const qr = await send(tokens, 'GET', `/v1/multi-factor-auth/totp-qr/${settings.id}`);
    expect(qr.json().qrCode).toMatch(/^data:image\/png;base64,/);

    const [row] = await t.db.select().from(mfaSettings).where(eq(mfaSettings.id, settings.id));
    expect(row?.pendingTotpSecret).not.toContain(started.totpSecret);

    const wrong = await send(tokens, 'PUT', url, {
      type: 'totp',
      mfa_code: wrongCode(codeFor(started.totpSecret ?? '')),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual([{ field: 'mfa_code', message: mfaTexts.invalidCode }]);

    const done = await send(tokens, 'PUT', url, {
      type: 'totp',
      mfa_code: codeFor(started.totpSecret ?? ''),
    });
    const result = done.json<MfaUpdateResult>();
    expect(result).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
    expect(result.recoveryCodes).toHaveLength(10);
    expect(new Set(result.recoveryCodes).size).toBe(10);
    const profile = await send(tokens, 'GET', '/v1/user/profile');
    expect(profile.json().mfaEnabled).toBe(true);
    expect(
      (await send(tokens, 'GET', `/v1/multi-factor-auth/totp-qr/${settings.id}`)).statusCode,
    ).toBe(404);
  });

  test("another user's settings are not found", async () => {
    const mine = await signIn(t.app, 'business@demo.test');
    const theirs = await signIn(t.app, 'radmin@demo.test');
    const { id } = await settingsOf(theirs);
    for (const response of [
      await send(mine, 'PUT', `/v1/multi-factor-auth/${id}`, { type: 'totp' }),
      await send(mine, 'GET', `/v1/multi-factor-auth/${id}?export=true`),
      await send(mine, 'GET', `/v1/multi-factor-auth/totp-qr/${id}`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await send(mine, 'POST', '/v1/multi-factor-auth', undefined)).statusCode).toBe(200);
  });
});

describe('two-factor sign-in', () => {
  let secret = '';
  let recoveryCodes: string[] = [];
  beforeAll(async () => {
    ({ secret, recoveryCodes } = await enrolTotp(await signIn(t.app, 'admin@demo.test')));
  });

  test('the password alone answers the methods, and no tokens', async () => {
    const response = await login('admin@demo.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ methods: ['totp', 'email', 'recovery'] });
  });

  test('an authenticator code signs in, once', async () => {
    const code = codeFor(secret);
    const response = await login('admin@demo.test', { mfa_method: 'totp', mfa_code: code });
    expect(response.json()).toMatchObject({ tokenType: 'Bearer' });
    const replay = await login('admin@demo.test', { mfa_method: 'totp', mfa_code: code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: errorTexts.invalidVerificationCode });
    nextStep();
  });

  test('a wrong password never reaches the second stage', async () => {
    const response = await requestToken(t.app, {
      grant_type: 'password',
      username: 'admin@demo.test',
      password: 'wrong',
      mfa_method: 'totp',
      mfa_code: codeFor(secret),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: errorTexts.invalidCredentials });
  });

  test('a recovery code signs in once', async () => {
    const code = recoveryCodes[0] ?? '';
    const fields = { mfa_method: 'recovery', recovery_code: code.toUpperCase() };
    expect((await login('admin@demo.test', fields)).json()).toMatchObject({ tokenType: 'Bearer' });
    const again = await login('admin@demo.test', fields);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: errorTexts.invalidRecoveryCode });
  });

  test('email recovery sends a code that signs in once', async () => {
    const sent = await login('admin@demo.test', { mfa_method: 'email' });
    expect(sent.json()).toEqual({ emailSent: true });
    const mail = await lastMessageTo(t.db, 'admin@demo.test');
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    expect(mail?.subject).toBe('Your verification code');
    const fields = { mfa_method: 'email', mfa_code: code };
    expect((await login('admin@demo.test', fields)).json()).toMatchObject({ tokenType: 'Bearer' });
    expect((await login('admin@demo.test', fields)).statusCode).toBe(401);
  });

  test('an email code past its lifetime is refused; a new one signs in', async () => {
    t.clock.advance(60_000);
    expect((await login('admin@demo.test', { mfa_method: 'email' })).json()).toEqual({
      emailSent: true,
    });
    const mail = await lastMessageTo(t.db, 'admin@demo.test');
    const late = mail?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    t.clock.advance(CODE_TTL_MS + 1);
    const refused = await login('admin@demo.test', { mfa_method: 'email', mfa_code: late });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: errorTexts.invalidVerificationCode });

    await login('admin@demo.test', { mfa_method: 'email' });
    const fresh = (await lastMessageTo(t.db, 'admin@demo.test'))?.text.match(/\b(\d{6})\b/)?.[1];
    expect(fresh).not.toBe(late);
    const fields = { mfa_method: 'email', mfa_code: fresh ?? '' };
    expect((await login('admin@demo.test', fields)).json()).toMatchObject({ tokenType: 'Bearer' });
  });

  test('a sent code dies after five wrong guesses', async () => {
    t.clock.advance(60_000);
    await login('admin@demo.test', { mfa_method: 'email' });
    const mail = await lastMessageTo(t.db, 'admin@demo.test');
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    const wrong = wrongCode(code);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await login('admin@demo.test', { mfa_method: 'email', mfa_code: wrong })).statusCode,
      ).toBe(401);
    }
    expect(
      (await login('admin@demo.test', { mfa_method: 'email', mfa_code: code })).statusCode,
    ).toBe(401);
  });

  test('wrong codes count towards the login lock', async () => {
    t.clock.advance(15 * 60_000);
    const address = '198.51.100.77';
    for (let i = 0; i < 10; i += 1) {
      await requestToken(
        t.app,
        {
          grant_type: 'password',
          username: 'admin@demo.test',
          password: DEMO_PASSWORD,
          mfa_method: 'totp',
          mfa_code: 'nonsense',
        },
        address,
      );
    }
    expect((await login('admin@demo.test')).statusCode).toBe(429);
    t.clock.advance(11 * 60_000);
  });
});

describe('SMS', () => {
  test('enrolment by a code sent to the phone, then sign-in by SMS', async () => {
    const tokens = await signIn(t.app, 'superadmin@demo.test');
    const { id } = await settingsOf(tokens);
    const bad = await send(tokens, 'PUT', `/v1/multi-factor-auth/${id}`, {
      type: 'sms',
      mobile: 'call me',
    });
    expect(bad.json()).toEqual([{ field: 'mobile', message: "Doesn't conform to pattern" }]);
    const started = await send(tokens, 'PUT', `/v1/multi-factor-auth/${id}`, {
      type: 'sms',
      mobile: '+44 7700 900456',
    });
    expect(started.json()).toMatchObject({ codeSent: true, sms: false });
    const text = (await lastMessageTo(t.db, '+44 7700 900456', 'sms'))?.text ?? '';
    const code = text.match(/\b(\d{6})\b/)?.[1] ?? '';
    const done = await send(tokens, 'POST', `/v1/multi-factor-auth/validate-sms-code/${id}`, {
      mfa_code: code,
    });
    expect(done.json()).toMatchObject({ sms: true, smsPhone: '•••• 456', recoveryCodesLeft: 10 });

    expect((await login('superadmin@demo.test')).json()).toEqual({
      methods: ['sms', 'email', 'recovery'],
    });
    expect((await login('superadmin@demo.test', { mfa_method: 'sms' })).json()).toEqual({
      smsSent: true,
    });
    const signInText = (await lastMessageTo(t.db, '+44 7700 900456', 'sms'))?.text ?? '';
    const signInCode = signInText.match(/\b(\d{6})\b/)?.[1] ?? '';
    expect(
      (await login('superadmin@demo.test', { mfa_method: 'sms', mfa_code: signInCode })).json(),
    ).toMatchObject({ tokenType: 'Bearer' });
  });

  test('an SMS sign-in code past its lifetime is refused; a new one signs in', async () => {
    t.clock.advance(60_000);
    expect((await login('superadmin@demo.test', { mfa_method: 'sms' })).json()).toEqual({
      smsSent: true,
    });
    const text = (await lastMessageTo(t.db, '+44 7700 900456', 'sms'))?.text ?? '';
    const late = text.match(/\b(\d{6})\b/)?.[1] ?? '';
    t.clock.advance(CODE_TTL_MS + 1);
    const refused = await login('superadmin@demo.test', { mfa_method: 'sms', mfa_code: late });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: errorTexts.invalidVerificationCode });

    await login('superadmin@demo.test', { mfa_method: 'sms' });
    const freshText = (await lastMessageTo(t.db, '+44 7700 900456', 'sms'))?.text ?? '';
    const fresh = freshText.match(/\b(\d{6})\b/)?.[1] ?? '';
    expect(fresh).not.toBe(late);
    expect(
      (await login('superadmin@demo.test', { mfa_method: 'sms', mfa_code: fresh })).json(),
    ).toMatchObject({ tokenType: 'Bearer' });
  });

  test('an SMS enrolment code past its lifetime is refused', async () => {
    const tokens = await signIn(t.app, 'typist@demo.test');
    const { id } = await settingsOf(tokens);
    await send(tokens, 'PUT', `/v1/multi-factor-auth/${id}`, {
      type: 'sms',
      mobile: '+44 7700 900789',
    });
    const text = (await lastMessageTo(t.db, '+44 7700 900789', 'sms'))?.text ?? '';
    const late = text.match(/\b(\d{6})\b/)?.[1] ?? '';
    expect(late).toMatch(/^\d{6}$/);
    t.clock.advance(CODE_TTL_MS + 1);
    const refused = await send(tokens, 'POST', `/v1/multi-factor-auth/validate-sms-code/${id}`, {
      mfa_code: late,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual([{ field: 'mfa_code', message: mfaTexts.invalidCode }]);
    expect(await settingsOf(tokens)).toMatchObject({ sms: false });
  });
});

describe('recovery codes and removal', () => {
  test('export replaces the codes; removing the last method turns 2FA off', async () => {
    const tokens = await signIn(t.app, 'proofreader@demo.test');
    const { id, recoveryCodes } = await enrolTotp(tokens);
    const exported = await send(tokens, 'GET', `/v1/multi-factor-auth/${id}?export=true`);
    const fresh: string[] = exported.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    const old = await login('proofreader@demo.test', {
      mfa_method: 'recovery',
      recovery_code: recoveryCodes[0] ?? '',
    });
    expect(old.statusCode).toBe(401);

    const removed = await send(tokens, 'PUT', `/v1/multi-factor-auth/${id}`, {
      type: 'totp',
      reset: 'true',
    });
    expect(removed.json()).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
    expect((await login('proofreader@demo.test')).json()).toMatchObject({ tokenType: 'Bearer' });
    const none = await send(tokens, 'GET', `/v1/multi-factor-auth/${id}?export=true`);
    expect(none.json()).toEqual([{ field: 'export', message: mfaTexts.noMethod }]);
  });
});

describe('mandatory two-factor for staff', () => {
  test('a typist without 2FA reaches only profile, MFA and logout until it is on', async () => {
    const tokens = await signIn(t.app, 'typist@demo.test');
    const held = await send(tokens, 'GET', '/v1/test/staff-only');
    expect(held.statusCode).toBe(403);
    expect(held.json()).toEqual({ message: errorTexts.twoFactorRequired });
    expect((await send(tokens, 'GET', '/v1/user/profile')).statusCode).toBe(200);
    expect((await send(tokens, 'GET', '/v1/user/statistics')).statusCode).toBe(200);
    await enrolTotp(tokens);
    expect((await send(tokens, 'GET', '/v1/test/staff-only')).statusCode).toBe(200);
  });

  test('clients are never held', async () => {
    const tokens = await signIn(t.app, 'business@demo.test');
    expect((await send(tokens, 'GET', '/v1/test/staff-only')).statusCode).toBe(200);
  });
});
