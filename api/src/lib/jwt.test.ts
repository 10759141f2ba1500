import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { signJwt, verifyJwt } from './jwt.ts';

const secret = 'a-test-secret-that-is-long-enough!!';
const now = new Date('2026-03-01T12:00:00Z');
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims = { sub: '1' }) => signJwt(claims, now, 60, secret);

test('a signed token verifies to its claims, with when it was issued and expires', async () => {
  const iat = now.getTime() / 1000;
  expect(await verifyJwt(await token({ sub: '1' }), now, secret)).toEqual({
    sub: '1',
    iat,
    exp: iat + 60,
  });
});

test('the signature is standard HS256', async () => {
  const [header, payload, signature] = (await token()).split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({
    alg: 'HS256',
    typ: 'JWT',
  });
  expect(signature).toBe(
    createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'),
  );
});

test('a token is good until the second it expires', async () => {
  const signed = await token();
  expect(await verifyJwt(signed, new Date(now.getTime() + 59_999), secret)).toBeDefined();
  expect(await verifyJwt(signed, new Date(now.getTime() + 60_000), secret)).toBeUndefined();
});

test.each([
  ['another key', () => signJwt({ sub: '1' }, now, 60, 'another-secret-that-is-long-enough')],
  ['alg none', () => `${encode({ alg: 'none' })}.${encode({ sub: '1', exp: 2e9 })}.`],
  [
    // Algorithm confusion: the same key under another algorithm is still refused.
    'HS512 with the same key',
    () =>
      new SignJWT({ sub: '1', exp: 2e9 })
        .setProtectedHeader({ alg: 'HS512' })
        .sign(new TextEncoder().encode(secret)),
  ],
  [
    'alg HS512 header on an HS256 signature',
    () => {
      const body = `${encode({ alg: 'HS512' })}.${encode({ sub: '1', exp: 2e9 })}`;
      return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
    },
  ],
  [
    'a changed payload (tampered signature)',
    async () => {
      const [header, , signature] = (await token()).split('.');
      return `${header}.${encode({ sub: '2', exp: 2e9 })}.${signature}`;
    },
  ],
  [
    'no expiry',
    () => {
      const body = `${encode({ alg: 'HS256' })}.${encode({ sub: '1' })}`;
      return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
    },
  ],
  ['two parts', () => 'abc.def'],
  ['garbage', () => '%%%.%%%.%%%'],
  ['a header that is not JSON', () => `${Buffer.from('nope').toString('base64url')}.e30.sig`],
])('%s does not verify', async (_case, make) => {
  expect(await verifyJwt(await make(), now, secret)).toBeUndefined();
});
