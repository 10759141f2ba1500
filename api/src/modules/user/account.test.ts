import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { ACCOUNT_MAIL_LIMIT } from '@portal/contracts/common/limits';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import { errorTexts } from '@portal/contracts/common/errors';
import type { Tokens } from '@portal/contracts/auth/schema';
import { userTokens, users } from '../../db/schema.ts';
import { seedDemoAccounts } from '../../seed/seed.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { form, requestToken, setupTestApp, signIn } from '../../test/helper.ts';
import { until } from '../../test/until.ts';
import { lastMessageTo, linkParameter, outboxFor } from '../../test/outbox.ts';
import { botCheckFailed } from '../bot-check/pass-bot-check.ts';
import type { ComposeMail, MailMessage, Mailer } from '../mail/mailer.ts';
import { LINK_TTL_MS } from './link-tokens.ts';
import { createUser } from './service.ts';

const t = setupTestApp({ portalUrl: 'http://portal.test' });
beforeAll(async () => {
  await seedDemoAccounts(t.db, t.clock.now());
});

const NEW_PASSWORD = 'Fresh-Start-2027?';
// Every request names a forged host: links in mail must still go to PORTAL_URL.
const post = (url: string, fields: Record<string, string>, app = t.app) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'evil.example' },
    payload: form(fields),
  });

const register = (email: string, app = t.app) =>
  post('/v1/user/create', { email, firstname: 'Nora', lastname: 'Quinn', captcha: '' }, app);

const requestReset = (email: string) =>
  post('/v1/user/password-reset-token', { email, captcha: '' });

/** Mail goes in the background: the last message once every send has finished. */
async function lastMailTo(email: string, app = t.app) {
  await app.mailer.idle();
  return lastMessageTo(t.db, email);
}

/** An SMTP server that accepts connections and never answers: mail to it never finishes. */
async function silentSmtpServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => sockets.size,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An app whose mail never gets through, and its error log lines. */
async function appWithSilentSmtp() {
  const smtp = await silentSmtpServer();
  const logLines: string[] = [];
  const app = await t.build({ smtpUrl: smtp.url, logLevel: 'error' }, undefined, {
    logStream: { write: (line) => logLines.push(line) },
  });
  return { app, smtp, logLines };
}

/**
 * A mailer that holds every background job, composing included, until released: what an answer
 * hands to the background has not run when the answer arrives.
 */
function holdingMailer(real: Mailer) {
  const held: (MailMessage | ComposeMail)[] = [];
  const mailer: Mailer = {
    send: (message) => real.send(message),
    sendInBackground: (mail) => held.push(mail),
    idle: () => real.idle(),
  };
  return {
    mailer,
    heldJobs: () => held.length,
    release: () => held.splice(0).forEach((mail) => real.sendInBackground(mail)),
  };
}

const resetTokenCount = async () =>
  (
    await t.db
      .select({ n: count() })
      .from(userTokens)
      .where(eq(userTokens.purpose, 'password-reset'))
  )[0]?.n;

async function activationHash(email: string): Promise<string> {
  const mail = await lastMailTo(email);
  return linkParameter(mail?.text ?? '', 'registration-activator', 'hash');
}

const setPassword = (hash: string, password = NEW_PASSWORD) =>
  post('/v1/user/set-password', {
    activation_hash: hash,
    password,
    firstname: 'Nora',
    lastname: 'Quinn',
    'profile[mobile]': '+44 7700 900123',
  });

describe('registration', () => {
  test('mails an activation link; the account is usable once its password is set', async () => {
    const response = await register('Nora@Example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true });
    const mail = await lastMailTo('nora@example.com');
    expect(mail?.subject).toBe('Activate your account');
    expect(mail?.text).toContain('http://portal.test/v3/registration-activator?hash=');

    const hash = await activationHash('nora@example.com');
    const info = await t.app.inject({ url: `/v1/user/activate/${hash}` });
    expect(info.json()).toEqual({
      email: 'nora@example.com',
      firstname: 'Nora',
      lastname: 'Quinn',
    });
    const before = await requestToken(t.app, {
      grant_type: 'password',
      username: 'nora@example.com',
      password: NEW_PASSWORD,
    });
    expect(before.statusCode).toBe(401);

    expect((await setPassword(hash)).statusCode).toBe(200);
    const tokens = await signIn(t.app, 'nora@example.com', NEW_PASSWORD);
    const profile = await t.app.inject({
      url: '/v1/user/profile',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(profile.json()).toMatchObject({
      role: 4,
      status: 2,
      firstname: 'Nora',
      profile: { mobile: '+44 7700 900123' },
    });
  });

  test('an activation link works once', async () => {
    await register('once@example.com');
    const hash = await activationHash('once@example.com');
    expect((await setPassword(hash)).statusCode).toBe(200);
    const again = await setPassword(hash, 'Another-Pass-2027!');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: errorTexts.invalidUrl });
    expect((await t.app.inject({ url: `/v1/user/activate/${hash}` })).statusCode).toBe(404);
    await signIn(t.app, 'once@example.com', NEW_PASSWORD);
  });

  test('a weak password lists what it lacks and leaves the link usable', async () => {
    await register('weak@example.com');
    const hash = await activationHash('weak@example.com');
    const response = await setPassword(hash, 'short');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([
      {
        field: 'password',
        message:
          'The password needs at least one uppercase letter; at least one digit; at least one special character; from 12 to 64 characters total',
      },
    ]);
    expect((await t.app.inject({ url: `/v1/user/activate/${hash}` })).statusCode).toBe(200);
  });

  test('an address typed with spaces around it is the address', async () => {
    expect((await register('  Spaced@Example.com ')).statusCode).toBe(200);
    expect((await lastMailTo('spaced@example.com'))?.subject).toBe('Activate your account');
  });

  test('registering again before activating sends a new link and retires the old one', async () => {
    await register('twice@example.com');
    const first = await activationHash('twice@example.com');
    await register('twice@example.com');
    const second = await activationHash('twice@example.com');
    expect(second).not.toBe(first);
    expect((await setPassword(first)).statusCode).toBe(404);
    expect((await setPassword(second)).statusCode).toBe(200);
  });

  test('a known address gets the same answer, and only its owner is told', async () => {
    const response = await register('client@demo.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true });
    const mail = await lastMailTo('client@demo.test');
    expect(mail?.subject).toBe('You already have an account');
    await signIn(t.app, 'client@demo.test', DEMO_PASSWORD);
  });

  test('the answer comes before anything about the address is looked up or created', async () => {
    const { mailer, heldJobs, release } = holdingMailer(t.app.mailer);
    const app = await t.build({}, undefined, { mailer });
    const known = await register('client@demo.test', app);
    const fresh = await register('held@example.com', app);
    expect([known.statusCode, fresh.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(fresh.json());
    expect(heldJobs()).toBe(2);
    expect(await t.db.select().from(users).where(eq(users.email, 'held@example.com'))).toEqual([]);

    release();
    expect((await lastMailTo('held@example.com'))?.subject).toBe('Activate your account');
    expect((await lastMailTo('client@demo.test'))?.subject).toBe('You already have an account');
  });

  test("registration and reset requests share an address's few account mails an hour", async () => {
    const { limit, windowMs } = ACCOUNT_MAIL_LIMIT;
    const email = 'bombarded@example.com';
    for (let asked = 0; asked <= limit; asked += 1) {
      const response = asked % 2 ? await requestReset(email) : await register(email);
      expect(response.json()).toEqual({ isSuccess: true });
      // One at a time: a reset racing the registration before it would find no account yet.
      await t.app.mailer.idle();
    }
    expect(await outboxFor(t.db, email)).toHaveLength(limit);
    t.clock.advance(windowMs);
    await register(email);
    expect(await lastMailTo(email)).toBeDefined();
    expect(await outboxFor(t.db, email)).toHaveLength(limit + 1);
  });

  test('an activation link past its lifetime is an invalid URL', async () => {
    await register('late@example.com');
    const hash = await activationHash('late@example.com');
    t.clock.advance(LINK_TTL_MS.activation - 1);
    expect((await t.app.inject({ url: `/v1/user/activate/${hash}` })).statusCode).toBe(200);
    t.clock.advance(2);
    const info = await t.app.inject({ url: `/v1/user/activate/${hash}` });
    expect(info.statusCode).toBe(404);
    expect(info.json()).toEqual({ message: errorTexts.invalidUrl });
    const response = await setPassword(hash);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: errorTexts.invalidUrl });
    const signInAttempt = await requestToken(t.app, {
      grant_type: 'password',
      username: 'late@example.com',
      password: NEW_PASSWORD,
    });
    expect(signInAttempt.statusCode).toBe(401);
  });

  test('answers a new and a known address without waiting for the mail', async () => {
    const { app, smtp, logLines } = await appWithSilentSmtp();
    try {
      // Neither answer waits on the SMTP server, which never answers: nothing tells them apart.
      const known = await register('business@demo.test', app);
      const fresh = await register('unhurried@example.com', app);
      expect([known.statusCode, fresh.statusCode]).toEqual([200, 200]);
      expect(known.json()).toEqual(fresh.json());
      await until(() => smtp.connections() === 2);
    } finally {
      await smtp.close();
    }
    await app.mailer.idle();
    expect(logLines.filter((line) => line.includes('mail not sent'))).toHaveLength(2);
  });

  test('forged or absurd links are an invalid URL', async () => {
    for (const hash of ['forged', 'x'.repeat(100)]) {
      const response = await t.app.inject({ url: `/v1/user/activate/${hash}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Invalid URL' });
    }
  });

  test('bad input is refused with field messages and nothing is sent', async () => {
    const response = await post('/v1/user/create', { email: 'not-an-email', firstname: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Invalid email' },
        { field: 'firstname', message: 'Required' },
        { field: 'lastname', message: 'Required' },
      ]),
    );
    expect(await outboxFor(t.db, 'not-an-email')).toEqual([]);
  });

  test('a failed bot check creates nothing and sends nothing', async () => {
    const app = await t.build({
      recaptcha: { secret: 's', siteKey: 'k', verifyUrl: 'http://127.0.0.1:9/siteverify' },
    });
    const response = await register('robot@example.com', app);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'captcha', message: botCheckFailed }]);
    await app.mailer.idle();
    expect(await outboxFor(t.db, 'robot@example.com')).toEqual([]);
    const reset = await post('/v1/user/password-reset-token', { email: 'client@demo.test' }, app);
    expect(reset.statusCode).toBe(422);
  });
});

describe('password reset', () => {
  const reset = (code: string, password = NEW_PASSWORD) =>
    post(`/v1/user/password-reset/${code}`, { password });

  async function resetCode(email: string): Promise<string> {
    await requestReset(email);
    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe('Reset your password');
    return linkParameter(mail?.text ?? '', 'password-reset', 'code');
  }

  test('an unknown address gets the same answer and no mail', async () => {
    const response = await requestReset('nobody@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true });
    await t.app.mailer.idle();
    expect(await outboxFor(t.db, 'nobody@example.com')).toEqual([]);
  });

  test('answers a known and an unknown address without waiting for the mail', async () => {
    const { app, smtp, logLines } = await appWithSilentSmtp();
    try {
      const known = await post('/v1/user/password-reset-token', { email: 'radmin@demo.test' }, app);
      const unknown = await post('/v1/user/password-reset-token', { email: 'no@example.com' }, app);
      expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
      expect(known.json()).toEqual(unknown.json());
      await until(() => smtp.connections() === 1);
    } finally {
      await smtp.close();
    }
    // The mail to the known address was on its way, and its failure is logged.
    await app.mailer.idle();
    const failures = logLines.filter((line) => line.includes('mail not sent'));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('Reset your password');
    expect(failures[0]).not.toContain('radmin@demo.test');
  });

  test('the answer comes before anything about the address is looked up', async () => {
    const { mailer, heldJobs, release } = holdingMailer(t.app.mailer);
    const app = await t.build({}, undefined, { mailer });
    const tokensBefore = await resetTokenCount();
    const known = await post('/v1/user/password-reset-token', { email: 'radmin@demo.test' }, app);
    const unknown = await post('/v1/user/password-reset-token', { email: 'no@example.com' }, app);
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(unknown.json());
    // Both answers handed the same job to the background and went out before it ran: no link
    // had been issued yet.
    expect(heldJobs()).toBe(2);
    expect(await resetTokenCount()).toBe(tokensBefore);

    release();
    expect((await lastMailTo('radmin@demo.test'))?.subject).toBe('Reset your password');
    expect(await outboxFor(t.db, 'no@example.com')).toEqual([]);
  });

  test('an address gets a few reset mails an hour; beyond, the same answer and no mail', async () => {
    const { limit, windowMs } = ACCOUNT_MAIL_LIMIT;
    const email = 'often@example.com';
    await createUser(
      t.db,
      {
        email,
        password: null,
        role: Role.CLIENT,
        status: UserStatus.ACTIVE,
        firstname: 'O',
        lastname: 'F',
      },
      t.clock.now(),
    );
    const resetMails = async () => {
      await t.app.mailer.idle();
      return (await outboxFor(t.db, email)).length;
    };
    // However the address is written, it is the same address.
    for (const asked of [email, email.toUpperCase(), 'Often@Example.com', email, email]) {
      const response = await requestReset(asked);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ isSuccess: true });
      // One at a time: mails racing for the last place may all be refused (lib/rate-limit.ts).
      await t.app.mailer.idle();
    }
    expect(await resetMails()).toBe(limit);
    t.clock.advance(windowMs);
    await requestReset(email);
    expect(await resetMails()).toBe(limit + 1);
  });

  test('a reset code sets the new password once and ends every sign-in', async () => {
    const session: Tokens = await signIn(t.app, 'typist@demo.test');
    const code = await resetCode('typist@demo.test');
    expect((await reset(code, 'weak')).statusCode).toBe(422);
    expect((await reset(code)).statusCode).toBe(200);

    const refresh = await requestToken(t.app, {
      grant_type: 'refresh_token',
      refresh_token: session.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
    const old = await requestToken(t.app, {
      grant_type: 'password',
      username: 'typist@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(old.statusCode).toBe(401);
    await signIn(t.app, 'typist@demo.test', NEW_PASSWORD);
    expect((await reset(code, 'Third-Pass-2027!!')).statusCode).toBe(404);
  });

  test('a reset code expires after an hour', async () => {
    const code = await resetCode('proofreader@demo.test');
    t.clock.advance(3600 * 1000 + 1);
    const response = await reset(code);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Invalid URL' });
    await signIn(t.app, 'proofreader@demo.test', DEMO_PASSWORD);
  });

  test('asking again retires the earlier code', async () => {
    const first = await resetCode('admin@demo.test');
    const second = await resetCode('admin@demo.test');
    expect((await reset(first)).statusCode).toBe(404);
    expect((await reset(second)).statusCode).toBe(200);
  });

  test('a forged code is an invalid URL', async () => {
    expect((await reset('forged-code')).statusCode).toBe(404);
  });
});
