import { z } from 'zod';
import type { MfaSettings } from '../mfa.ts';
import { flag } from './wire.ts';

export const mfaSettingsSchema = z.object({
  id: z.number().int(),
  totp: z.boolean(),
  sms: z.boolean(),
  /** The enrolled phone, all but its last digits hidden. */
  smsPhone: z.string().nullable(),
  /** False where no SMS provider is configured in production: the method is not offered. */
  smsAvailable: z.boolean(),
  recoveryCodesLeft: z.number().int(),
}) satisfies z.ZodType<MfaSettings>;

export const mfaUpdateSchema = z.object({
  type: z.enum(['totp', 'sms']),
  reset: flag.optional(),
  mfa_code: z.string().trim().min(6).max(12).optional(),
  mobile: z.string().trim().max(40).optional(),
});

/** What an update answers: the settings, plus what the user must see once. */
export const mfaUpdateResultSchema = mfaSettingsSchema.extend({
  totpSecret: z.string().optional(),
  otpauthUri: z.string().optional(),
  codeSent: z.boolean().optional(),
  recoveryCodes: z.array(z.string()).optional(),
});

export const smsCodeSchema = z.object({ mfa_code: z.string().trim().min(6).max(12) });
