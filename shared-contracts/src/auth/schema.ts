import { z } from 'zod';
import type { CamelCasedPropertiesDeep } from 'type-fest';
import { mfaMethods } from '../mfa/rules.ts';
import { isSessionId } from './session-id.ts';
import { ErrorCode, errorTexts } from '../common/errors.ts';
import { allowedInLine, lineText } from '../common/wire-schema.ts';

const socialProviderName = z.string().check(allowedInLine).describe('google or facebook');

export const tokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number().int(),
});
export type Tokens = z.output<typeof tokensSchema>;

const secondFactorAnswer = {
  mfa_method: z.enum(mfaMethods).optional(),
  mfa_code: lineText(12).min(1).optional(),
  recovery_code: lineText(32).min(1).optional(),
};

export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  username: z.string().trim().min(1).check(allowedInLine),
  password: z.string().min(1).check(allowedInLine),
  ...secondFactorAnswer,
});

/** The second factor after social sign-in, with the ticket instead of a password. */
export const socialTicketGrantSchema = z.object({
  grant_type: z.literal('social_ticket'),
  ticket: z.string().min(1).max(2000).check(allowedInLine),
  ...secondFactorAnswer,
});

export const loginResponseSchema = z.union([
  tokensSchema,
  z.object({ methods: z.array(z.enum(mfaMethods)) }),
  z.object({ emailSent: z.literal(true) }),
  z.object({ smsSent: z.literal(true) }),
]);
/** The token endpoint's answer: tokens, or the next two-factor stage (client spec section 7). */
export type LoginResponse = z.output<typeof loginResponseSchema>;

export const refreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1).check(allowedInLine),
});

/** What the token endpoint takes: one of the three grants, told apart by `grant_type`. */
/**
 * A refresh refused because the sign-in was idle past its user's limit: the portal reads the code
 * and says why it signed out (client spec section 4).
 */
export const idleSignOutSchema = z
  .object({ errorCode: z.literal(ErrorCode.IDLE_SIGN_OUT), message: z.string() })
  .meta({ id: 'IdleSignOut' });

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  passwordGrantSchema,
  refreshGrantSchema,
  socialTicketGrantSchema,
]);

type Grant<T extends z.ZodType> = CamelCasedPropertiesDeep<z.input<T>>;

/**
 * What the portal signs in with: the password grant (the endpoint adds its type) or, after
 * social sign-in, the ticket grant; either with the second factor's answer when asked for.
 */
export type LoginRequest =
  Omit<Grant<typeof passwordGrantSchema>, 'grantType'> | Grant<typeof socialTicketGrantSchema>;

/** Who signs in, without the second factor's answer. */
export type LoginCredentials = LoginRequest extends infer Request
  ? Request extends unknown
    ? Omit<Request, 'mfaMethod' | 'mfaCode' | 'recoveryCode'>
    : never
  : never;

/** Where social sign-in starts: the provider, and the visitor's cart to bring along. */
export const socialAuthQuerySchema = z.object({
  authclient: socialProviderName,
  session_id: z.string().refine(isSessionId, { error: errorTexts.invalidSessionId }).optional(),
});

export const socialCallbackParamsSchema = z.object({ provider: socialProviderName });

const providerText = z.string().check(allowedInLine).optional();
/** What the provider sends the popup back with (RFC 6749 and 9207). */
export const socialCallbackQuerySchema = z.object({
  code: providerText,
  state: providerText,
  iss: providerText,
  error: providerText,
  error_description: providerText,
});
