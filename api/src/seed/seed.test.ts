import { count } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import { media, users } from '../db/schema.ts';
import { setupTestApp, signIn } from '../test/helper.ts';
import { DEMO_PASSWORD, demoAccounts, everyDemoAccount } from './demo-accounts.ts';
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

test('demo data is made where the configuration asks for it, never in production', () => {
  expect(shouldSeedDemoData({ demoData: true, production: false })).toBe(true);
  expect(shouldSeedDemoData({ demoData: true, production: true })).toBe(false);
  expect(shouldSeedDemoData({ demoData: false, production: false })).toBe(false);
});

// The demo work renders twelve recordings and hashes nine passwords: about 9 s alone, over the
// suite's 15 s when CI runs two test files at once on two cores.
const SEEDING_TIMEOUT_MS = 60_000;

test(
  'a first development start makes the demo accounts and their work, and lists every account it made',
  async () => {
    const development = { demoData: true, production: false };
    expect(await seedDemoData(t.app.deps, development)).toEqual([
      formatDemoAccounts(everyDemoAccount),
      formatDemoWork({ recordings: 8, jobs: 10 }),
    ]);
    // The console's list is every account there is: one made elsewhere in the seed and missing
    // from everyDemoAccount would show here.
    const emails = (await t.db.select({ email: users.email }).from(users)).map((row) => row.email);
    expect(emails.sort()).toEqual(everyDemoAccount.map((account) => account.email).sort());
    // The eight recordings of the demo work, the two of last month's and the two live sessions.
    expect((await counts()).media).toBe(12);
    expect(await seedDemoData(t.app.deps, development)).toEqual([]);
  },
  SEEDING_TIMEOUT_MS,
);

test('the demo accounts are active, one per role, and sign in with the demo password', async () => {
  expect(await seedDemoAccounts(t.db, t.clock.now())).toEqual([]);
  const rows = await t.db.select().from(users);
  const madeTogether = rows.filter((row) => demoAccounts.some((a) => a.email === row.email));
  expect(new Set(madeTogether.map((row) => row.role))).toEqual(new Set(Object.values(Role)));
  expect(rows.every((row) => row.status === UserStatus.ACTIVE && row.currency === 'GBP')).toBe(
    true,
  );
  expect(rows.find((row) => row.email === 'business@demo.test')?.isBusinessAccount).toBe(true);
  for (const account of everyDemoAccount) await signIn(t.app, account.email, DEMO_PASSWORD);
});

test('the console table gives each account its role and what sets it apart, and the password', () => {
  const table = formatDemoAccounts(everyDemoAccount);
  expect(table).toContain(DEMO_PASSWORD);
  expect(table).toContain('| business@demo.test    | Client (business account)                |');
  expect(table).toContain('| applicant@demo.test   | Client (applying for a business account) |');
  expect(table).toContain('| typist2@demo.test     | Typist (second typist)                   |');
  expect(table).toContain('| radmin@demo.test      | Restricted admin                         |');
});
