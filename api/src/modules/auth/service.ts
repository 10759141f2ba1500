import { ACCESS_TOKEN_TTL_SECONDS } from '@portal/contracts/auth/rules';
import { ErrorCode, errorTexts } from '@portal/contracts/common/errors';
import { UserStatus } from '@portal/contracts/common/statuses';
import type { LoginResponse, Tokens } from '@portal/contracts/auth/schema';
import type { MfaMethod } from '@portal/contracts/mfa/rules';
import type { Role } from '@portal/contracts/policy/roles';
import { ApiError } from '../../lib/http-errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { sendSignInCode, signInMethods, verifySignIn } from '../mfa/sign-in.ts';
import {
  findUserById,
  findUserByEmail,
  normaliseEmail,
  recordSignIn,
  type UserRow,
} from '../user/service.ts';
import { issueAccessToken, readAccessToken, type AccessClaims } from '../session/access-token.ts';
import { issueSecondFactorTicket, readSecondFactorTicket } from './second-factor-ticket.ts';
import { idlePastLimit } from '../session/idle-limit.ts';
import { isFamilyLive } from '../session/live-families.ts';
import { revokeFamily, rotate, startFamily } from '../session/refresh-tokens.ts';
import { beginAttempt, type ThrottleKeys } from './throttle.ts';

/** Signing in reads the second factor: its codes go by mail or text message. */
type SignInDeps = Pick<
  ServiceDeps,
  'db' | 'now' | 'accessTokenSecret' | 'mfaEncryptionKey' | 'mailer' | 'sms'
>;
type SessionDeps = Pick<ServiceDeps, 'db' | 'now' | 'accessTokenSecret'>;

export interface SecondFactorAnswer {
  /** The client address, one of the two throttle keys. */
  address: string;
  mfaMethod?: MfaMethod;
  /** The code of the chosen method (a recovery code for `recovery`). */
  mfaCode?: string;
}

export interface PasswordGrant extends SecondFactorAnswer {
  username: string;
  password: string;
}

/** The second factor after social sign-in, which answered with a ticket instead of tokens. */
export interface TicketGrant extends SecondFactorAnswer {
  ticket: string;
}

const invalidRefresh = () => new ApiError(401, errorTexts.invalidRefreshToken);
const idleSignOut = () =>
  new ApiError(401, errorTexts.idleSignOut, {}, { errorCode: ErrorCode.IDLE_SIGN_OUT });

/** Wrong credentials: the one answer that leaves the attempt counted as a failure. */
class FailedSignIn extends ApiError {
  constructor(text: string) {
    super(401, text);
  }
}

const tokens = async (
  { now, accessTokenSecret }: Pick<ServiceDeps, 'now' | 'accessTokenSecret'>,
  user: { id: number; role: Role },
  familyId: string,
  refreshToken: string,
): Promise<Tokens> => ({
  accessToken: await issueAccessToken(
    { userId: user.id, role: user.role, familyId },
    now(),
    accessTokenSecret,
  ),
  refreshToken,
  tokenType: 'Bearer',
  expiresIn: ACCESS_TOKEN_TTL_SECONDS,
});

/**
 * Checks credentials within the sign-in throttle: refused while locked; the attempt stays
 * counted only when `check` ends with wrong credentials.
 */
async function throttled<T>(
  { db, now }: Pick<ServiceDeps, 'db' | 'now'>,
  keys: ThrottleKeys,
  check: () => Promise<T>,
): Promise<T> {
  const attempt = await beginAttempt(db, keys, now());
  if ('lockedUntil' in attempt) {
    const retryAfter = Math.ceil((attempt.lockedUntil.getTime() - now().getTime()) / 1000);
    throw new ApiError(429, errorTexts.loginLocked, { 'retry-after': String(retryAfter) });
  }
  try {
    const result = await check();
    await attempt.succeeded();
    return result;
  } catch (error) {
    if (!(error instanceof FailedSignIn)) await attempt.succeeded();
    throw error;
  }
}

export async function passwordGrant(
  deps: SignInDeps,
  grant: PasswordGrant,
): Promise<LoginResponse> {
  const { username, password, address } = grant;
  const keys = { email: normaliseEmail(username), address };
  return throttled(deps, keys, async () => {
    const user = await findUserByEmail(deps.db, keys.email);
    if (!(await verifyPassword(user?.passwordHash, password)) || !user)
      throw new FailedSignIn(errorTexts.invalidCredentials);
    if (user.status !== UserStatus.ACTIVE) throw new ApiError(403, errorTexts.accountInactive);
    if (!user.mfaEnabled) return startSession(deps, user);
    return secondStage(deps, user, grant);
  });
}

/**
 * Social sign-in proves the first factor only: a user with 2FA gets a ticket and the methods,
 * and finishes on the token endpoint with the ticket instead of a password.
 */
export async function socialSignIn(
  deps: SignInDeps,
  user: UserRow,
): Promise<Tokens | { ticket: string; methods: MfaMethod[] }> {
  if (user.status !== UserStatus.ACTIVE) throw new ApiError(403, errorTexts.accountInactive);
  if (!user.mfaEnabled) return startSession(deps, user);
  return {
    ticket: await issueSecondFactorTicket(user.id, deps.now(), deps.accessTokenSecret),
    methods: await signInMethods(deps, user.id),
  };
}

export async function ticketGrant(deps: SignInDeps, grant: TicketGrant): Promise<LoginResponse> {
  const userId = await readSecondFactorTicket(grant.ticket, deps.now(), deps.accessTokenSecret);
  const user = userId === undefined ? undefined : await findUserById(deps.db, userId);
  if (!user) throw new ApiError(401, errorTexts.invalidSecondFactorTicket);
  return throttled(deps, { email: user.email, address: grant.address }, async () => {
    if (user.status !== UserStatus.ACTIVE) throw new ApiError(403, errorTexts.accountInactive);
    if (!user.mfaEnabled) return startSession(deps, user);
    return secondStage(deps, user, grant);
  });
}

/** Two-factor sign-in: offer the methods, send a code, then check the code (client spec 4). */
async function secondStage(
  deps: SignInDeps,
  user: UserRow,
  { mfaMethod, mfaCode }: SecondFactorAnswer,
): Promise<LoginResponse> {
  if (!mfaMethod) return { methods: await signInMethods(deps, user.id) };
  if (!mfaCode && (mfaMethod === 'sms' || mfaMethod === 'email')) {
    await sendSignInCode(deps, user, mfaMethod);
    return mfaMethod === 'email' ? { emailSent: true } : { smsSent: true };
  }
  if (!mfaCode || !(await verifySignIn(deps, user.id, mfaMethod, mfaCode))) {
    const text =
      mfaMethod === 'recovery'
        ? errorTexts.invalidRecoveryCode
        : errorTexts.invalidVerificationCode;
    throw new FailedSignIn(text);
  }
  return startSession(deps, user);
}

/** A new sign-in for a user whose identity has been proven (password and 2FA, or social). */
export async function startSession(
  deps: SessionDeps,
  user: { id: number; role: Role },
): Promise<Tokens> {
  const signedIn = deps.now();
  const family = await deps.db.transaction(async (tx) => {
    await recordSignIn(tx, user.id, signedIn);
    return startFamily(tx, user.id, signedIn);
  });
  return tokens(deps, user, family.familyId, family.refreshToken);
}

export async function refreshGrant(deps: SessionDeps, refreshToken: string): Promise<Tokens> {
  const { db, now } = deps;
  const rotation = await rotate(db, refreshToken, now(), deps.accessTokenSecret);
  if (rotation.kind !== 'rotated') throw invalidRefresh();
  const user = await findUserById(db, rotation.userId);
  // The successor just made goes to nobody: the sign-in ends with the refusal.
  const refuse = async (error: ApiError): Promise<never> => {
    await revokeFamily(db, rotation.familyId, now());
    throw error;
  };
  if (!user || user.status !== UserStatus.ACTIVE) return refuse(invalidRefresh());
  if (idlePastLimit(user, rotation.issuedAt, now())) return refuse(idleSignOut());
  return tokens(deps, user, rotation.familyId, rotation.refreshToken);
}

/** A genuine, unexpired access token whose sign-in has not been ended (logout, reuse). */
export async function authenticateToken(
  { db, now, accessTokenSecret }: SessionDeps,
  accessToken: string,
): Promise<AccessClaims> {
  const claims = await readAccessToken(accessToken, now(), accessTokenSecret);
  if (!claims || !(await isFamilyLive(db, claims))) {
    throw new ApiError(401, errorTexts.invalidAccessToken, {
      'www-authenticate': 'Bearer error="invalid_token"',
    });
  }
  return claims;
}
