import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorTexts } from '@portal/contracts/common/errors';
import type { MfaUpdateResult } from '@portal/contracts/mfa/schema';
import { seedDemoAccounts } from '../../seed/seed.ts';
import { bearer, form, setupTestApp, signIn } from '../../test/helper.ts';
import {
  startTwilioStandIn,
  TWILIO_TEST_FROM,
  type TwilioStandIn,
} from '../../test/twilio-stand-in.ts';
import { listOutbox } from './outbox.ts';

const t = setupTestApp();
const lastMessageTo = async (to: string) => (await listOutbox(t.db, to, 1))[0];

const phone = '+447700900123';
const text = 'Your verification code is 482913';

let twilio: TwilioStandIn;
beforeAll(async () => {
  twilio = await startTwilioStandIn();
});
afterAll(() => twilio.close());
beforeEach(() => {
  twilio.messages.length = 0;
});

const logged = () => {
  const lines: string[] = [];
  return { lines, logStream: { write: (line: string) => void lines.push(line) } };
};

describe('with Twilio configured', () => {
  test('the SMS is created in the account, from its number, the phone as E.164; the log names the message, not the code', async () => {
    const log = logged();
    const app = await t.build({ sms: twilio.config(), logLevel: 'info' }, undefined, {
      logStream: log.logStream,
    });
    expect(app.sms.available).toBe(true);

    await app.sms.send({ to: '+44 7700-900 123', text });

    expect(twilio.messages).toEqual([{ To: phone, From: TWILIO_TEST_FROM, Body: text }]);
    expect(await lastMessageTo(phone)).toBeUndefined();
    const handed = log.lines.find((line) => line.includes('SMS handed to Twilio')) ?? '';
    expect(JSON.parse(handed)).toMatchObject({ twilioSid: expect.stringMatching(/^SM/) });
    expect(log.lines.join('')).not.toContain('482913');
  });

  test('a Messaging Service sends it instead of a number', async () => {
    const messagingServiceSid = `MG${'0'.repeat(32)}`;
    const app = await t.build({ sms: twilio.config({ from: undefined, messagingServiceSid }) });

    await app.sms.send({ to: phone, text });

    expect(twilio.messages).toEqual([
      { To: phone, MessagingServiceSid: messagingServiceSid, Body: text },
    ]);
  });

  test.each([
    [
      'a wrong auth token',
      { authToken: 'not-the-token' },
      phone,
      'Twilio refused the SMS (401, error 20003): Authenticate https://www.twilio.com/docs/errors/20003',
    ],
    [
      'a number without its country code',
      {},
      '07700 900123',
      "Twilio refused the SMS (400, error 21211): Invalid 'To' Phone Number: 07700900123 https://www.twilio.com/docs/errors/21211",
    ],
    [
      'a recipient who unsubscribed',
      {},
      '+15005550004',
      'Twilio refused the SMS (400, error 21610): Attempt to send to unsubscribed recipient https://www.twilio.com/docs/errors/21610',
    ],
  ])(
    "Twilio's refusal of %s rejects the send with its code and reason",
    async (_case, overrides, to, failure) => {
      const app = await t.build({ sms: twilio.config(overrides) });
      await expect(app.sms.send({ to, text })).rejects.toThrow(failure);
      expect(twilio.messages).toEqual([]);
    },
  );

  test("an answer that is not Twilio's, or none, rejects the send", async () => {
    const gateway = createServer((_request, response) =>
      response.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Service Unavailable</h1>'),
    );
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    const behindGateway = await t.build({ sms: twilio.config({ url }) });
    await expect(behindGateway.sms.send({ to: phone, text })).rejects.toThrow(
      'Twilio answered 503: <h1>Service Unavailable</h1>',
    );
    gateway.closeAllConnections();
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
    await expect(behindGateway.sms.send({ to: phone, text })).rejects.toThrow(
      'Twilio could not be reached',
    );
  });

  test('a refused enrolment SMS is a 500 to the user, as any failure behind the API; the log has the reason', async () => {
    await seedDemoAccounts(t.db, t.clock.now());
    const log = logged();
    const app = await t.build({ sms: twilio.config(), logLevel: 'error' }, undefined, {
      logStream: log.logStream,
    });
    const tokens = await signIn(app, 'superadmin@demo.test');
    const headers = { ...bearer(tokens), 'content-type': 'application/x-www-form-urlencoded' };
    const { id } = (
      await app.inject({ method: 'POST', url: '/v1/multi-factor-auth', headers })
    ).json<MfaUpdateResult>();

    const started = await app.inject({
      method: 'PUT',
      url: `/v1/multi-factor-auth/${id}`,
      headers,
      payload: form({ type: 'sms', mobile: '+1 500 555 0004' }),
    });

    expect(started.statusCode).toBe(500);
    expect(started.json()).toEqual({ message: errorTexts.somethingWentWrong });
    expect(log.lines.join('')).toContain('Attempt to send to unsubscribed recipient');
  });
});

test('without Twilio outside production, the SMS goes to the outbox, its text unlogged', async () => {
  const log = logged();
  const app = await t.build({ logLevel: 'info' }, undefined, { logStream: log.logStream });
  expect(app.sms.available).toBe(true);

  await app.sms.send({ to: phone, text });

  expect(await lastMessageTo(phone)).toMatchObject({
    channel: 'sms',
    recipient: phone,
    subject: 'SMS',
    text,
    html: null,
    emlFile: null,
    createdAt: t.clock.now(),
  });
  expect(log.lines.some((line) => line.includes('SMS written to the outbox'))).toBe(true);
  expect(log.lines.join('')).not.toContain('482913');
});

test('in production without Twilio, SMS is off', async () => {
  const app = await t.build({ production: true });
  expect(app.sms.available).toBe(false);
  await expect(app.sms.send({ to: phone, text })).rejects.toThrow('SMS is off');
});
