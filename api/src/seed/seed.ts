import { count } from 'drizzle-orm';
import { UserStatus, roleLabel } from '@portal/contracts/core';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { users } from '../db/schema.ts';
import { createCompany } from '../modules/company/service.ts';
import { createUser } from '../modules/user/service.ts';
import { DEMO_PASSWORD, demoAccounts, type DemoAccount } from './demo-accounts.ts';

export const DEMO_COMPANY_NAME = 'Demo Business Ltd';

/** Demo data only in the embedded database and never in production. */
export const shouldSeedDemoAccounts = (
  config: Pick<Config, 'databaseUrl' | 'production'>,
): boolean => !config.databaseUrl && !config.production;

/** Creates the demo accounts when the database has no user at all; returns those created. */
export async function seedDemoAccounts(db: Db, now: Date): Promise<readonly DemoAccount[]> {
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

/** A plain-text table for the console. */
export function formatDemoAccounts(accounts: readonly DemoAccount[]): string {
  const rows = accounts.map((a) => [
    a.email,
    a.isBusinessAccount ? `${roleLabel(a.role)} (business)` : roleLabel(a.role),
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
