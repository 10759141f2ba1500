import { asc, count, eq, sql } from 'drizzle-orm';
import { can } from '@portal/contracts/policy/policy';
import type { ContractsState } from '@portal/contracts/staff-contracts/schema';
import type { Currency } from '@portal/contracts/common/constants';
import type { Role } from '@portal/contracts/policy/roles';
import type { User, UserStatistics } from '@portal/contracts/user/schema';
import type { UserStatus } from '@portal/contracts/common/statuses';
import type { Db } from '../../db/index.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import { countActiveSessions } from '../session/refresh-tokens.ts';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  email: string;
  /** Null: the owner sets it later (registration) or signs in another way (social). */
  password: string | null;
  role: Role;
  status: UserStatus;
  firstname: string;
  lastname: string;
  isBusinessAccount?: boolean;
  currency?: Currency;
  trainedIn?: { shortName: string }[];
  grade?: number;
}

/** Emails are compared and stored in lower case: one person, one account. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export async function createUser(db: Db, input: NewUser, now: Date): Promise<UserRow> {
  const { password, email, ...rest } = input;
  const [row] = await db
    .insert(users)
    .values({
      ...rest,
      email: normaliseEmail(email),
      passwordHash: password === null ? null : await hashPassword(password),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('Insert returned no user');
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return row;
}

const userById = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id'),
);

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}

/** The sign-in before this one becomes the "last login" the user is shown. */
export async function recordSignIn(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ previousLoginAt: sql`${users.lastLoginAt}`, lastLoginAt: now })
    .where(eq(users.id, userId));
}

/** The user as the API answers them, with the state of their staff paperwork (contract-state.ts). */
export function toUser(row: UserRow, contracts: ContractsState): User {
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    profile: {
      nickname: row.nickname,
      extraInstructions: row.extraInstructions,
      mobile: row.mobile,
      contactPhone2: row.contactPhone2,
    },
    cartReminder: row.cartReminder,
    isBusinessAccount: row.isBusinessAccount,
    currency: row.currency,
    canDoLazyShift: row.canDoLazyShift,
    status: row.status,
    trainedIn: row.trainedIn,
    oldTypist: row.oldTypist,
    mfaEnabled: row.mfaEnabled,
    contracts,
  };
}

/** How many users there are of each role and status. */
const userCounts = (db: Db) =>
  db
    .select({ role: users.role, status: users.status, count: count() })
    .from(users)
    .groupBy(users.role, users.status)
    .orderBy(asc(users.role), asc(users.status));

/**
 * The user's own figures; for an admin or super admin with 2FA on (this route is open to staff
 * without it) also the user counts of the Users screens.
 */
export async function userStatistics(db: Db, row: UserRow, now: Date): Promise<UserStatistics> {
  const managesUsers = can(row, 'account.manageStaff') && row.mfaEnabled;
  return {
    activeSessions: await countActiveSessions(db, row.id, now),
    lastLoginAt: row.previousLoginAt?.toISOString() ?? null,
    memberSince: row.createdAt.toISOString(),
    ...(managesUsers && { users: await userCounts(db) }),
  };
}
