import { count } from 'drizzle-orm';
import { Role, UserStatus } from '@portal/contracts/core';
import { users } from '../db/schema.ts';
import { setupTestApp, signIn } from '../test/helper.ts';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.ts';
import { formatDemoAccounts, seedDemoAccounts, shouldSeedDemoAccounts } from './seed.ts';

const t = setupTestApp();

test('creates one active account per role, once', async () => {
  expect(await seedDemoAccounts(t.db, t.clock.now())).toEqual(demoAccounts);
  expect(await seedDemoAccounts(t.db, t.clock.now())).toEqual([]);
  expect((await t.db.select({ n: count() }).from(users))[0]?.n).toBe(7);
  const rows = await t.db.select().from(users);
  expect(new Set(rows.map((row) => row.role))).toEqual(new Set(Object.values(Role)));
  expect(rows.every((row) => row.status === UserStatus.ACTIVE && row.currency === 'GBP')).toBe(
    true,
  );
  expect(rows.find((row) => row.email === 'business@demo.test')?.isBusinessAccount).toBe(true);
  for (const account of demoAccounts) await signIn(t.app, account.email, DEMO_PASSWORD);
});

test('only the embedded database outside production is seeded', () => {
  expect(shouldSeedDemoAccounts({ databaseUrl: undefined, production: false })).toBe(true);
  expect(shouldSeedDemoAccounts({ databaseUrl: undefined, production: true })).toBe(false);
  expect(shouldSeedDemoAccounts({ databaseUrl: 'postgres://db/portal', production: false })).toBe(
    false,
  );
});

test('the console table lists every account and the password', () => {
  const table = formatDemoAccounts(demoAccounts);
  expect(table).toContain(DEMO_PASSWORD);
  expect(table).toContain('| business@demo.test    | Client (business) |');
  expect(table).toContain('| radmin@demo.test      | Restricted admin  |');
});
