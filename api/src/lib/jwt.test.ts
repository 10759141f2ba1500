import { createHmac } from 'node:crypto';
import { signJwt, verifyJwt } from './jwt.ts';

const secret = 'a-test-secret-that-is-long-enough!!';
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

test('a signed token verifies to its payload', () => {
  const token = signJwt({ sub: '1', role: 4 }, secret);
  expect(token.split('.')).toHaveLength(3);
  expect(verifyJwt(token, secret)).toEqual({ sub: '1', role: 4 });
});

test('the signature is standard HS256', () => {
  const token = signJwt({ sub: '1' }, secret);
  const [header, payload, signature] = token.split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({
    alg: 'HS256',
    typ: 'JWT',
  });
  expect(signature).toBe(
    createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'),
  );
});

test.each([
  ['another key', () => signJwt({ sub: '1' }, 'another-secret-that-is-long-enough')],
  ['alg none', () => `${encode({ alg: 'none' })}.${encode({ sub: '1' })}.`],
  [
    'alg HS512 header on an HS256 signature',
    () => {
      const body = `${encode({ alg: 'HS512' })}.${encode({ sub: '1' })}`;
      return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
    },
  ],
  [
    'a changed payload',
    () => {
      const [header, , signature] = signJwt({ sub: '1' }, secret).split('.');
      return `${header}.${encode({ sub: '2' })}.${signature}`;
    },
  ],
  ['two parts', () => 'abc.def'],
  ['garbage', () => '%%%.%%%.%%%'],
  ['a header that is not JSON', () => `${Buffer.from('nope').toString('base64url')}.e30.sig`],
])('%s does not verify', (_case, token) => {
  expect(verifyJwt(token(), secret)).toBeUndefined();
});
