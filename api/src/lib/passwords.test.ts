import { jest } from '@jest/globals';

// The real argon2, watched: an unknown user must cost a real verification, like a wrong password.
const argon2 = await import('@node-rs/argon2');
const verify = jest.fn(argon2.verify);
jest.unstable_mockModule('@node-rs/argon2', () => ({ ...argon2, verify }));
const { hashPassword, verifyPassword } = await import('./passwords.ts');

beforeEach(() => verify.mockClear());

test('passwords are hashed with argon2id and verified', async () => {
  const hash = await hashPassword('correct horse');
  expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(await verifyPassword(hash, 'correct horse')).toBe(true);
  expect(await verifyPassword(hash, 'wrong horse')).toBe(false);
});

test('an unknown user, or one without a password, costs a real verification and always fails', async () => {
  for (const missing of [undefined, null]) {
    verify.mockClear();
    expect(await verifyPassword(missing, 'guess')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
    const [target] = verify.mock.calls[0] ?? [];
    expect(String(target)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  }
});
