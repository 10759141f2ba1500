import { count, eq } from 'drizzle-orm';
import { LOGIN_RESTRICTION } from '@portal/contracts/common/constants';
import { SIGN_IN_ADDRESS_LIMIT } from '@portal/contracts/common/limits';
import { errorTexts } from '@portal/contracts/common/errors';
import { loginFailures, refreshTokens } from '../../db/schema.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { seedDemoAccounts } from '../../seed/seed.ts';
import { requestToken, setupTestApp } from '../../test/helper.ts';

const t = setupTestApp();
beforeAll(async () => {
  await seedDemoAccounts(t.db, t.clock.now());
});

const MINUTE = 60_000;
const attempt = (username: string, password: string, address: string) =>
  requestToken(t.app, { grant_type: 'password', username, password }, address);
const failTimes = async (times: number, username: string, address: string) => {
  for (let i = 0; i < times; i += 1) {
    expect((await attempt(username, 'wrong', address)).statusCode).toBe(401);
  }
};
const rowCount = async (table: typeof loginFailures | typeof refreshTokens) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n;

test('10 failures for one account within 5 minutes lock it for 10 minutes, from any address', async () => {
  await failTimes(9, 'client@demo.test', '198.51.100.1');
  t.clock.advance(4 * MINUTE);
  await failTimes(1, 'client@demo.test', '198.51.100.2');

  const failuresBefore = await rowCount(loginFailures);
  const tokensBefore = await rowCount(refreshTokens);
  const locked = await attempt('client@demo.test', DEMO_PASSWORD, '198.51.100.3');
  expect(locked.statusCode).toBe(429);
  expect(locked.json()).toEqual({ error: errorTexts.loginLocked, message: errorTexts.loginLocked });
  expect(locked.headers['retry-after']).toBe('600');
  // The right password neither unlocks early nor writes anything.
  expect(await rowCount(loginFailures)).toBe(failuresBefore);
  expect(await rowCount(refreshTokens)).toBe(tokensBefore);

  t.clock.advance(10 * MINUTE - 1000);
  expect((await attempt('client@demo.test', DEMO_PASSWORD, '198.51.100.3')).statusCode).toBe(429);
  t.clock.advance(1000);
  expect((await attempt('client@demo.test', DEMO_PASSWORD, '198.51.100.3')).statusCode).toBe(200);
});

test('failures spread over more than 5 minutes do not lock', async () => {
  await failTimes(5, 'typist@demo.test', '198.51.100.10');
  t.clock.advance(5 * MINUTE + 1);
  await failTimes(5, 'typist@demo.test', '198.51.100.11');
  expect((await attempt('typist@demo.test', DEMO_PASSWORD, '198.51.100.12')).statusCode).toBe(200);
});

test('10 failures for made-up accounts from one address leave a real account open from it', async () => {
  const madeUp = Array.from({ length: 10 }, (_, i) => `nobody-${i}@x.test`);
  for (const email of madeUp) await failTimes(1, email, '203.0.113.98');
  const signedIn = await attempt('superadmin@demo.test', DEMO_PASSWORD, '203.0.113.98');
  expect(signedIn.statusCode).toBe(200);
});

test('an account locked by failures from one address stays locked from it', async () => {
  await failTimes(10, 'proofreader@demo.test', '203.0.113.97');
  const locked = await attempt('proofreader@demo.test', DEMO_PASSWORD, '203.0.113.97');
  expect(locked.statusCode).toBe(429);
  // Only that account: the address itself is far from its own limit.
  expect((await attempt('admin@demo.test', DEMO_PASSWORD, '203.0.113.97')).statusCode).toBe(200);
});

test('100 failures from one address within 5 minutes lock that address for every account', async () => {
  const { maxFailedAttempts, restrictMs } = SIGN_IN_ADDRESS_LIMIT;
  const signIn = (from: string) => attempt('superadmin@demo.test', DEMO_PASSWORD, from);
  // Made-up accounts, each failing fewer times than locks an account.
  const guess = (i: number) => failTimes(1, `guess-${i}@x.test`, '203.0.113.99');
  for (let i = 1; i < maxFailedAttempts; i += 1) await guess(i);
  expect((await signIn('203.0.113.99')).statusCode).toBe(200);
  await guess(maxFailedAttempts);

  const locked = await signIn('203.0.113.99');
  expect(locked.statusCode).toBe(429);
  expect(locked.headers['retry-after']).toBe(String(restrictMs / 1000));
  expect((await signIn('203.0.113.100')).statusCode).toBe(200);
  t.clock.advance(restrictMs);
  expect((await signIn('203.0.113.99')).statusCode).toBe(200);
});

test('100 wrong passwords at once: the first 10 are checked, the others refused', async () => {
  const answers = await Promise.all(
    Array.from({ length: 100 }, () => attempt('business@demo.test', 'wrong', '192.0.2.77')),
  );
  const statuses = answers.map((answer) => answer.statusCode);
  const checked = statuses.filter((status) => status === 401);
  expect(checked.length).toBe(LOGIN_RESTRICTION.maxFailedAttempts);
  expect(statuses.filter((status) => status !== 401)).toEqual(
    Array(100 - checked.length).fill(429),
  );
  // Refused attempts are not recorded: only the checked ones count towards the lock.
  const recorded = await t.db
    .select({ n: count() })
    .from(loginFailures)
    .where(eq(loginFailures.address, '192.0.2.77'));
  expect(recorded[0]?.n).toBe(checked.length);
});

test('bad input is not a failed attempt', async () => {
  const before = await rowCount(loginFailures);
  const response = await requestToken(
    t.app,
    { grant_type: 'password', username: 'proofreader@demo.test' },
    '203.0.113.5',
  );
  expect(response.statusCode).toBe(422);
  expect(await rowCount(loginFailures)).toBe(before);
});
