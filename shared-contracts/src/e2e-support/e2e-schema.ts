import { z } from 'zod';
import { roleSchema } from '../user/schema.ts';

/** E2E only: what kind of fresh account a journey needs. */
export const e2eAccountRequestSchema = z.object({
  role: z.coerce.number<number>().pipe(roleSchema),
  two_factor: z.enum(['none', 'totp']).default('none'),
  is_business_account: z.enum(['true', 'false']).optional(),
  /** A typist's or proofreader's paperwork: signed unless a journey needs the contract gate. */
  contracts: z.enum(['signed', 'unsigned']).default('signed'),
});

export const e2eAccountSchema = z.object({
  email: z.string(),
  password: z.string(),
  /** The authenticator key, when the account was made with 2FA on. */
  totpSecret: z.string().nullable(),
});

/** E2E only: a live session moved to have begun a minute ago, its length kept. */
export const e2eSessionBegunSchema = z.object({
  id: z.number().int(),
  /** Unix seconds. */
  meetingDate: z.number().int(),
  meetingEnd: z.number().int(),
});
