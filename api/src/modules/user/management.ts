import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import { userTexts } from '@portal/contracts/user/texts';
import type { Db } from '../../db/index.ts';
import { services, users } from '../../db/schema.ts';
import { RequestValidationError } from '../../lib/http-errors.ts';
import type { UserRow } from './service.ts';

/** The kinds of account only a super admin creates or changes (account.manageAdmins). */
const adminAccounts: readonly Role[] = [Role.RESTRICTED_ADMIN, Role.ADMIN, Role.SUPER_ADMIN];

export const isAdminAccount = (role: Role): boolean => adminAccounts.includes(role);

/** Trained in services that exist (not deleted), each named by its short name: else a 422. */
export async function checkTrainedIn(db: Db, shortNames: readonly string[]): Promise<void> {
  if (shortNames.length === 0) return;
  const known = await db
    .select({ shortName: services.shortName })
    .from(services)
    .where(and(inArray(services.shortName, [...shortNames]), ne(services.status, 'deleted')));
  const names = new Set(known.map((row) => row.shortName));
  const unknown = shortNames.filter((name) => !names.has(name));
  if (unknown.length > 0)
    throw new RequestValidationError(
      unknown.map((name) => ({ field: 'trained_in', message: userTexts.unknownService(name) })),
    );
}

/**
 * Whether a change leaves an active super admin other than a target it demotes, disables or
 * deletes. Every active super admin's row is locked, in one order, until the caller's transaction
 * ends: of two super admins demoting each other at once, the second sees the first one gone.
 */
export async function keepsASuperAdmin(
  tx: Db,
  target: UserRow,
  change: { role?: Role; status?: UserStatus },
): Promise<boolean> {
  const staysOne =
    (change.role ?? target.role) === Role.SUPER_ADMIN &&
    (change.status ?? target.status) === UserStatus.ACTIVE;
  if (target.role !== Role.SUPER_ADMIN || staysOne) return true;
  const active = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, Role.SUPER_ADMIN), eq(users.status, UserStatus.ACTIVE)))
    .orderBy(asc(users.id))
    .for('update');
  const isOne = active.some((row) => row.id === target.id);
  return !isOne || active.length > 1;
}
