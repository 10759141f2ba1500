import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBotCheck } from './bot-check.ts';

const ip = '203.0.113.7';
const received: URLSearchParams[] = [];

/** Plays reCAPTCHA's siteverify: only "good-token" passes. */
const siteverify = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const form = new URLSearchParams(Buffer.concat(chunks).toString());
    received.push(form);
    if (form.get('response') === 'server-error') return response.writeHead(500).end();
    const success = form.get('response') === 'good-token';
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ success, ...(!success && { 'error-codes': ['bad'] }) }));
  });
});

let verifyUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
  verifyUrl = `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/siteverify`;
});
afterAll(() => new Promise<void>((resolve) => siteverify.close(() => resolve())));
beforeEach(() => received.splice(0));

const withRecaptcha = (url = verifyUrl) =>
  createBotCheck({
    config: { production: true, recaptcha: { secret: 'shh', siteKey: 'site', verifyUrl: url } },
    fetch,
  });

test('a token siteverify accepts passes; the secret, token and address are sent', async () => {
  expect(await withRecaptcha().verify('good-token', ip)).toBe(true);
  expect(received.map((form) => Object.fromEntries(form))).toEqual([
    { secret: 'shh', response: 'good-token', remoteip: ip },
  ]);
});

test('a token siteverify rejects fails', async () => {
  expect(await withRecaptcha().verify('forged', ip)).toBe(false);
  expect(received).toHaveLength(1);
});

test('no token fails without asking siteverify', async () => {
  expect(await withRecaptcha().verify(undefined, ip)).toBe(false);
  expect(await withRecaptcha().verify('', ip)).toBe(false);
  expect(received).toHaveLength(0);
});

test('siteverify failing or unreachable fails the check', async () => {
  expect(await withRecaptcha().verify('server-error', ip)).toBe(false);
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  expect(await withRecaptcha(`http://127.0.0.1:${port}/`).verify('good-token', ip)).toBe(false);
});

test('without reCAPTCHA the check is skipped, except in production where it always fails', async () => {
  const check = (production: boolean) =>
    createBotCheck({ config: { production, recaptcha: undefined }, fetch });
  expect(await check(false).verify(undefined, ip)).toBe(true);
  expect(await check(true).verify('good-token', ip)).toBe(false);
});
