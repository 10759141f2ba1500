import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
// Types only: drizzle-kit loads this file on its own and must not pull in the contracts package.
import type { Currency, Role, UserStatus } from '@portal/contracts';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: integer('role').$type<Role>().notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    nickname: text('nickname'),
    extraInstructions: text('extra_instructions'),
    mobile: text('mobile'),
    contactPhone2: text('contact_phone2'),
    cartReminder: boolean('cart_reminder').notNull().default(true),
    isBusinessAccount: boolean('is_business_account').notNull().default(false),
    currency: text('currency').$type<Currency>().notNull().default('GBP'),
    canDoLazyShift: boolean('can_do_lazy_shift').notNull().default(false),
    status: integer('status').$type<UserStatus>().notNull(),
    trainedIn: jsonb('trained_in').$type<{ shortName: string }[]>().notNull().default([]),
    oldTypist: boolean('old_typist').notNull().default(false),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    lastLoginAt: moment('last_login_at'),
    /** The sign-in before the latest one: what "last login" means to a user who just signed in. */
    previousLoginAt: moment('previous_login_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [check('users_email_lowercase', sql`${t.email} = lower(${t.email})`)],
);

/** One row per issued refresh token; a family is one sign-in and all its rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    revokedAt: moment('revoked_at'),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Failed sign-ins, kept briefly: the throttle must hold across stateless API instances. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    failedAt: moment('failed_at').notNull(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.failedAt),
    index('login_failures_address_idx').on(t.address, t.failedAt),
  ],
);
