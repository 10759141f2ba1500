import { z } from 'zod';
import { allRoles, type Role } from '../roles.ts';
import { CURRENCIES, type Currency } from '../constants.ts';
import { UserStatus } from '../statuses.ts';

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
});
export type UserStatistics = z.infer<typeof userStatisticsSchema>;
