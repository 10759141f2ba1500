import { z } from 'zod';
import { mfaMethods, type LoginResponse, type Tokens } from '../auth.ts';

export const tokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number().int(),
}) satisfies z.ZodType<Tokens>;

const secondFactorAnswer = {
  mfa_method: z.enum(mfaMethods).optional(),
  mfa_code: z.string().trim().min(1).max(12).optional(),
  recovery_code: z.string().trim().min(1).max(32).optional(),
};

export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  username: z.string().trim().min(1),
  password: z.string().min(1),
  ...secondFactorAnswer,
});

/** The second factor after social sign-in, with the ticket instead of a password. */
export const socialTicketGrantSchema = z.object({
  grant_type: z.literal('social_ticket'),
  ticket: z.string().min(1).max(2000),
  ...secondFactorAnswer,
});

export const loginResponseSchema = z.union([
  tokensSchema,
  z.object({ methods: z.array(z.enum(mfaMethods)) }),
  z.object({ emailSent: z.literal(true) }),
  z.object({ smsSent: z.literal(true) }),
]) satisfies z.ZodType<LoginResponse>;

export const refreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1),
});
