import { z } from 'zod';
import { PHONE_MAX_LENGTH } from '../common/limits.ts';
import { flag, lineText } from '../common/wire-schema.ts';

export const mfaSettingsSchema = z.object({
  id: z.number().int(),
  totp: z.boolean(),
  sms: z.boolean(),
  /** The enrolled phone, all but its last digits hidden. */
  smsPhone: z.string().nullable(),
  /** False where no SMS provider is configured in production: the method is not offered. */
  smsAvailable: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
/** A user's two-factor setup as /v1/multi-factor-auth answers it (the MFA object of the spec). */
export type MfaSettings = z.output<typeof mfaSettingsSchema>;

/**
 * Start or confirm a method, or reset one. A reset without a type removes every method: an
 * admin's reset of someone's 2FA, who then sets it up again.
 */
export const mfaUpdateSchema = z.object({
  type: z.enum(['totp', 'sms']).optional(),
  reset: flag.optional(),
  mfa_code: lineText(12).min(6).optional(),
  mobile: lineText(PHONE_MAX_LENGTH).optional(),
});

/** What an update answers: the settings, plus what the user must see once. */
export const mfaUpdateResultSchema = mfaSettingsSchema.extend({
  totpSecret: z.string().optional(),
  otpauthUri: z.string().optional(),
  codeSent: z.boolean().optional(),
  recoveryCodes: z.array(z.string()).optional(),
});
export type MfaUpdateResult = z.output<typeof mfaUpdateResultSchema>;

export const smsCodeSchema = z.object({ mfa_code: lineText(12).min(6) });

export const mfaExportQuerySchema = z.object({ export: z.enum(['true', 'false']).optional() });

/** A new set of recovery codes, replacing the old. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.output<typeof recoveryCodesSchema>;

/** The settings; with export=true a new set of recovery codes instead. */
export const mfaSettingsOrCodesSchema = z.union([mfaSettingsSchema, recoveryCodesSchema]);

/** The QR code (PNG data URL) of the authenticator key being enrolled. */
export const totpQrSchema = z.object({ qrCode: z.string() });
