import type { CamelCasedPropertiesDeep } from 'type-fest';
import { z } from 'zod';
import { EXTRA_INSTRUCTIONS_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from '../common/limits.ts';
import { allRoles, type Role } from '../policy/roles.ts';
import { CURRENCIES, type Currency } from '../common/constants.ts';
import { errorTexts } from '../common/errors.ts';
import { UserStatus } from '../common/statuses.ts';
import { newPasswordSchema } from './account-schema.ts';
import { contractsStateSchema } from '../staff-contracts/schema.ts';
import { grades } from './grades.ts';
import {
  allowedInLine,
  emailField,
  flag,
  freeText,
  lineText,
  phoneField,
} from '../common/wire-schema.ts';

export const roleSchema = z.custom<Role>((value) => allRoles.includes(value as Role), {
  message: 'Unknown role',
});

export const currencySchema = z.enum(Object.keys(CURRENCIES) as [Currency, ...Currency[]]);

export const userProfileSchema = z.object({
  nickname: z.string().nullable(),
  extraInstructions: z.string().nullable(),
  mobile: z.string().nullable(),
  contactPhone2: z.string().nullable(),
});

export const userSchema = z.object({
  id: z.number().int(),
  role: roleSchema,
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  profile: userProfileSchema,
  cartReminder: z.boolean(),
  isBusinessAccount: z.boolean(),
  currency: currencySchema,
  canDoLazyShift: z.boolean(),
  status: z.enum(UserStatus),
  trainedIn: z.array(z.object({ shortName: z.string() })),
  oldTypist: z.boolean(),
  mfaEnabled: z.boolean(),
  /** The staff paperwork, so the portal gates without another call (staff spec section 2). */
  contracts: contractsStateSchema,
});
export type User = z.infer<typeof userSchema>;

/**
 * Real counts for the signed-in user. Each issue that adds a kind of data (projects, media, cart,
 * invitations, jobs) adds its count here.
 */
export const userStatisticsSchema = z.object({
  activeSessions: z.number().int(),
  lastLoginAt: z.string().nullable(),
  memberSince: z.string(),
  /**
   * Admins and super admins (with 2FA on): how many users there are of each role and status, the
   * Users screens' tabs and totals; absent for anyone else.
   */
  users: z
    .array(z.object({ role: roleSchema, status: z.enum(UserStatus), count: z.number().int() }))
    .optional(),
});
export type UserStatistics = z.infer<typeof userStatisticsSchema>;

/**
 * The services someone is trained in, by short name. A form-encoded body cannot send an empty
 * list, so an empty value stands for none.
 */
const trainedInSchema = z.union([
  z.literal('').transform((): string[] => []),
  z.array(lineText(10).min(1)).max(20),
]);
const gradeSchema = z.coerce.number<number>().pipe(z.literal(grades));

/**
 * PUT /v1/user/{id}. Who may change what is the server's rule: a user their own names, profile,
 * password (with the current one) and, as a client, cart reminder and currency; admins another
 * user's status, trained-in services, grade, phones and staff flags (admin accounts a super admin
 * only), and a super admin a staff member's role.
 */
export const userUpdateSchema = z.object({
  firstname: freeText(PERSON_NAME_MAX_LENGTH).pipe(z.string().min(1)).optional(),
  lastname: freeText(PERSON_NAME_MAX_LENGTH).pipe(z.string().min(1)).optional(),
  profile: z
    .object({
      nickname: freeText(PERSON_NAME_MAX_LENGTH).optional(),
      mobile: phoneField.optional(),
      contact_phone2: phoneField.optional(),
      extra_instructions: freeText(EXTRA_INSTRUCTIONS_MAX_LENGTH, { multiline: true }).optional(),
    })
    .optional(),
  cart_reminder: flag.optional(),
  currency: currencySchema.optional(),
  password: newPasswordSchema.optional(),
  current_password: z.string().max(200).check(allowedInLine).optional(),
  status: z.coerce.number<number>().pipe(z.enum(UserStatus)).optional(),
  trained_in: trainedInSchema.optional(),
  /** A typist cleared for extra-long-duration recordings (XLD). */
  is_xld: flag.optional(),
  grade: gradeSchema.optional(),
  /** Exempt from the staff contracts (staff spec section 2). */
  old_typist: flag.optional(),
  can_do_lazy_shift: flag.optional(),
  role: z.coerce.number<number>().pipe(roleSchema).optional(),
});

/** What the portal sends to PUT /v1/user/{id}: camelCase, encoded to the wire's snake_case. */
export type UserUpdate = CamelCasedPropertiesDeep<z.input<typeof userUpdateSchema>>;

// Only numeric ids: /v1/user/profile and the other named routes are not users.

export const userUpdateResultSchema = z.object({ isSuccess: z.literal(true), payload: userSchema });

/**
 * POST /v1/user/admin-create: an account an admin opens for someone, who gets the activation
 * mail and sets their own password. trained_in and grade are for typists and proofreaders.
 */
export const adminCreateUserSchema = z.object({
  role: z.coerce.number<number>().pipe(roleSchema),
  email: emailField,
  firstname: freeText(PERSON_NAME_MAX_LENGTH).pipe(z.string().min(1, errorTexts.required)),
  lastname: freeText(PERSON_NAME_MAX_LENGTH).pipe(z.string().min(1, errorTexts.required)),
  trained_in: trainedInSchema.optional(),
  grade: gradeSchema.optional(),
});
export type AdminCreateUserInput = z.output<typeof adminCreateUserSchema>;
