import { z } from 'zod';
import { errorTexts } from '../common/errors.ts';
import { PERSON_NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '../common/limits.ts';
import { passwordProblems, passwordProblemsMessage } from './password-policy.ts';
import { allowedInLine, emailField, lineText } from '../common/wire-schema.ts';

const name = lineText(PERSON_NAME_MAX_LENGTH);

/** The password policy on the server: the same unmet items the form lists. */
export const newPasswordSchema = z
  .string()
  .check(allowedInLine)
  .superRefine((password, context) => {
    const problems = passwordProblems(password);
    if (problems.length > 0)
      context.addIssue({ code: 'custom', message: passwordProblemsMessage(problems) });
  });

/** The bot check's response token; empty where the browser could not get one. */
const captcha = z.string().max(4000).check(allowedInLine).optional();

export const registrationSchema = z.object({
  email: emailField,
  firstname: name.min(1, { error: errorTexts.required }),
  lastname: name.min(1, { error: errorTexts.required }),
  captcha,
});

export const activationInfoSchema = z.object({
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
});

export const setPasswordSchema = z.object({
  activation_hash: z.string().min(1).max(200).check(allowedInLine),
  password: newPasswordSchema,
  firstname: name.min(1, { error: errorTexts.required }),
  lastname: name.min(1, { error: errorTexts.required }),
  profile: z.object({ mobile: lineText(PHONE_MAX_LENGTH).optional() }).optional(),
});

export const passwordResetRequestSchema = z.object({ email: emailField, captcha });

export const passwordResetSchema = z.object({ password: newPasswordSchema });

export const successSchema = z.object({ isSuccess: z.literal(true) });

/** POST /v1/user/add-to-hub-spot/{id}: the client's contact in the CRM, created or updated. */
export const crmContactSchema = z.object({
  isSuccess: z.literal(true),
  /** HubSpot's id of the contact (the cart's infusionsoftId). */
  contactId: z.string(),
});

/** The activation link's hash, as GET /v1/user/activate/:hash reads it. */
export const activationParamsSchema = z.object({
  hash: z.string().max(200).check(allowedInLine),
});

/** The reset link's code, as POST /v1/user/password-reset/:code reads it. */
export const passwordResetParamsSchema = z.object({
  code: z.string().max(200).check(allowedInLine),
});

export type ActivationInfo = z.output<typeof activationInfoSchema>;
export type Success = z.output<typeof successSchema>;
