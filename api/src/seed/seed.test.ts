import { count } from 'drizzle-orm';
import { Role, UserStatus } from '@portal/contracts/core';
import { media, users } from '../db/schema.ts';
import { setupTestApp, signIn } from '../test/helper.ts';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.ts';
import {
  formatDemoAccounts,
  formatDemoWork,
  seedDemoAccounts,
  seedDemoData,
  shouldSeedDemoData,
} from './seed.ts';

const t = setupTestApp();

const counts = async () => ({
  users: (await t.db.select({ n: count() }).from(users))[0]?.n,
  media: (await t.db.select({ n: count() }).from(media))[0]?.n,
});

test('production and a configuration without demo data get none at all', async () => {
  expect(await seedDemoData(t.app.deps, { demoData: true, production: true })).toEqual([]);
  expect(await seedDemoData(t.app.deps, { demoData: false, production: false })).toEqual([]);
  expect(await counts()).toEqual({ users: 0, media: 0 });
});

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

test('demo data is made where the configuration asks for it, never in production', () => {
  expect(shouldSeedDemoData({ demoData: true, production: false })).toBe(true);
  expect(shouldSeedDemoData({ demoData: true, production: true })).toBe(false);
  expect(shouldSeedDemoData({ demoData: false, production: false })).toBe(false);
});

// The demo work renders twelve recordings and hashes nine passwords: about 9 s alone, over the
// suite's 15 s when CI runs two test files at once on two cores.
const SEEDING_TIMEOUT_MS = 60_000;

test(
  'a development start adds the demo work for the accounts there, once',
  async () => {
    const development = { demoData: true, production: false };
    expect(await seedDemoData(t.app.deps, development)).toEqual([
      formatDemoWork({ recordings: 8, jobs: 10 }),
    ]);
    expect(await seedDemoData(t.app.deps, development)).toEqual([]);
    // The seven demo accounts, the demo applicant for a business account and the second demo
    // typist; the eight recordings of the demo work, the two of last month's and the two live
    // sessions.
    expect(await counts()).toEqual({ users: 9, media: 12 });
  },
  SEEDING_TIMEOUT_MS,
);

test('the console table lists every account and the password', () => {
  const table = formatDemoAccounts(demoAccounts);
  expect(table).toContain(DEMO_PASSWORD);
  expect(table).toContain('| business@demo.test    | Client (business) |');
  expect(table).toContain('| radmin@demo.test      | Restricted admin  |');
});
