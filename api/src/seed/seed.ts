import { count, inArray } from 'drizzle-orm';
import { UserStatus } from '@portal/contracts/common/statuses';
import { roleLabel } from '@portal/contracts/policy/roles';
import { signsStaffContracts } from '@portal/contracts/staff-contracts/rules';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { users } from '../db/schema.ts';
import { createCompany } from '../modules/company/service.ts';
import { recordSignedContracts } from '../modules/staff-contracts/service.ts';
import { createUser } from '../modules/user/service.ts';
import {
  DEMO_APPLICANT,
  DEMO_PASSWORD,
  DEMO_SECOND_TYPIST,
  DEMO_SIGNATURE,
  demoAccounts,
  everyDemoAccount,
  type DemoAccount,
} from './demo-accounts.ts';
import { seedDemoBusinessApplication } from './demo-business-application.ts';
import { seedDemoDiscounts } from './demo-discounts.ts';
import { seedDemoInvoices } from './demo-invoices.ts';
import { seedDemoLiveBookings, type DemoLiveDeps } from './demo-live-bookings.ts';
import { seedDemoServices } from './demo-services.ts';
import { seedDemoShifts } from './demo-shifts.ts';
import type { DemoWorkDeps } from './demo-rows.ts';
import { DEMO_PROJECT_TITLE, seedDemoWork, type DemoWork } from './demo-work.ts';

export const DEMO_COMPANY_NAME = 'Demo Business Ltd';

/** Demo data where the configuration asks for it (DEMO_DATA), and never in production. */
export const shouldSeedDemoData = (config: Pick<Config, 'demoData' | 'production'>): boolean =>
  config.demoData && !config.production;

/**
 * Creates the demo accounts when the database has no user at all; returns those created. The
 * demo typist and proofreader have signed their contracts, so they can work at once (signed
 * again if a signature went missing; a fresh typist meets the contract gate).
 */
export async function seedDemoAccounts(db: Db, now: Date): Promise<readonly DemoAccount[]> {
  const created = await createDemoAccounts(db, now);
  await signDemoContracts(db, now);
  return created;
}

function createDemoAccounts(db: Db, now: Date): Promise<readonly DemoAccount[]> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ users: count() }).from(users);
    if ((existing?.users ?? 0) > 0) return [];
    for (const account of demoAccounts) {
      const user = await createUser(
        tx,
        { ...account, password: DEMO_PASSWORD, status: UserStatus.ACTIVE, currency: 'GBP' },
        now,
      );
      // The demo business account owns a company, so its members' screens have data.
      if (account.isBusinessAccount) await createCompany(tx, user, DEMO_COMPANY_NAME, now);
    }
    return demoAccounts;
  });
}

async function signDemoContracts(db: Db, now: Date): Promise<void> {
  const signers = demoAccounts.filter((account) => signsStaffContracts(account.role));
  const rows = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.email,
        signers.map((account) => account.email),
      ),
    );
  for (const user of rows) {
    const fullName = `${user.firstname} ${user.lastname}`;
    await recordSignedContracts(db, user.id, { fullName, ...DEMO_SIGNATURE }, now);
  }
}

/**
 * The demo accounts on a first start, then work for them (each once), where demo data belongs;
 * answers what to tell the console: the table of the demo accounts it made, in
 * `everyDemoAccount`'s order, and the work.
 */
export async function seedDemoData(
  deps: DemoWorkDeps & DemoLiveDeps,
  config: Pick<Config, 'demoData' | 'production'>,
): Promise<string[]> {
  if (!shouldSeedDemoData(config)) return [];
  const made = new Set<DemoAccount>(await seedDemoAccounts(deps.db, deps.now()));
  await seedDemoShifts(deps.db, deps.now());
  await seedDemoServices(deps.db, deps.now());
  if (await seedDemoBusinessApplication(deps.db, deps.now())) made.add(DEMO_APPLICANT);
  await seedDemoDiscounts(deps.db, deps.now());
  const work = await seedDemoWork(deps);
  // Last month's work and its invoices, once the demo typist has the grade the work pays.
  if (await seedDemoInvoices(deps)) made.add(DEMO_SECOND_TYPIST);
  // After the demo work, which is made only while there are no media at all.
  await seedDemoLiveBookings(deps);
  const accounts = everyDemoAccount.filter((account) => made.has(account));
  return [
    ...(accounts.length > 0 ? [formatDemoAccounts(accounts)] : []),
    ...(work ? [formatDemoWork(work)] : []),
  ];
}

export const formatDemoWork = (work: DemoWork): string =>
  `Demo work created: ${work.recordings} recordings with ${work.jobs} jobs, ordered by client@demo.test in "${DEMO_PROJECT_TITLE}"`;

/** A plain-text table for the console. */
export function formatDemoAccounts(accounts: readonly DemoAccount[]): string {
  const rows = accounts.map((a) => [
    a.email,
    a.note ? `${roleLabel(a.role)} (${a.note})` : roleLabel(a.role),
  ]);
  const header = ['Email', 'Role'];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const rule = `+${widths.map((w) => '-'.repeat(w + 2)).join('+')}+`;
  return [
    `Demo accounts created, all with the password ${DEMO_PASSWORD}`,
    rule,
    line(header),
    rule,
    ...rows.map(line),
    rule,
  ].join('\n');
}
