import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setupTestApp } from '../../test/helper.ts';
import { listOutbox } from './outbox.ts';

const t = setupTestApp();
const lastMessageTo = async (to: string) => (await listOutbox(t.db, to, 1))[0];

const phone = '+447700900123';
const text = 'Your verification code is 482913';

/** An SMS provider that records what it gets and answers with `status`. */
const requests: { headers: IncomingHttpHeaders; body: string }[] = [];
let status = 202;
const provider = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    requests.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
    response.writeHead(status, { 'content-type': 'application/json' }).end('{"id":"m-1"}');
  });
});

const sms = { url: '', apiKey: 'sms-key-1', from: 'Portal' };
beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  sms.url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/messages`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

test('with a provider, the SMS is posted as JSON with the bearer key', async () => {
  const app = await t.build({ sms });
  expect(app.sms.available).toBe(true);

  await app.sms.send({ to: phone, text });

  expect(requests).toHaveLength(1);
  const [request] = requests;
  expect(request?.headers.authorization).toBe('Bearer sms-key-1');
  expect(request?.headers['content-type']).toBe('application/json');
  expect(JSON.parse(request?.body ?? '')).toEqual({ to: phone, from: 'Portal', text });
  expect(await lastMessageTo(phone)).toBeUndefined();
});

test('a provider answering other than 2xx rejects the send', async () => {
  status = 401;
  const app = await t.build({ sms });
  await expect(app.sms.send({ to: phone, text })).rejects.toThrow('The SMS provider answered 401');
});

test('without a provider outside production, the SMS goes to the outbox, its text unlogged', async () => {
  const lines: string[] = [];
  const app = await t.build({ logLevel: 'info' }, undefined, {
    logStream: { write: (line) => lines.push(line) },
  });
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
  expect(lines.some((line) => line.includes('SMS written to the outbox'))).toBe(true);
  expect(lines.join('')).not.toContain('482913');
});

test('in production without a provider, SMS is off', async () => {
  const app = await t.build({ production: true });
  expect(app.sms.available).toBe(false);
  await expect(app.sms.send({ to: phone, text })).rejects.toThrow('SMS is off');
});
