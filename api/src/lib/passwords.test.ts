import { hashPassword, verifyPassword } from './passwords.ts';

test('passwords are hashed with argon2id and verified', async () => {
  const hash = await hashPassword('correct horse');
  expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(await verifyPassword(hash, 'correct horse')).toBe(true);
  expect(await verifyPassword(hash, 'wrong horse')).toBe(false);
});

test('an unknown user costs a real verification and always fails', async () => {
  const hash = await hashPassword('warm-up');
  await verifyPassword(undefined, 'warm-up');
  const time = async (run: () => Promise<boolean>) => {
    const start = performance.now();
    expect(await run()).toBe(false);
    return performance.now() - start;
  };
  const known = await time(() => verifyPassword(hash, 'guess'));
  const unknown = await time(() => verifyPassword(undefined, 'guess'));
  // Same work either way; the bound is loose so a busy machine cannot make it flaky.
  expect(unknown).toBeGreaterThan(known / 4);
});
