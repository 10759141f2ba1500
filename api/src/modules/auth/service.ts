import {
  ACCESS_TOKEN_TTL_SECONDS,
  UserStatus,
  errorTexts,
  type LoginResponse,
  type MfaMethod,
  type Role,
  type Tokens,
} from '@portal/contracts/core';
import type { Db } from '../../db/index.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { MfaService } from '../mfa/service.ts';
import {
  findUserById,
  findUserByEmail,
  normaliseEmail,
  recordSignIn,
  type UserRow,
} from '../user/service.ts';
import { issueAccessToken, readAccessToken, type AccessClaims } from '../session/access-token.ts';
import { issueSecondFactorTicket, readSecondFactorTicket } from './second-factor-ticket.ts';
import { isFamilyLive, revokeFamily, rotate, startFamily } from '../session/refresh-tokens.ts';
import { beginAttempt, type ThrottleKeys } from './throttle.ts';

export interface AuthServiceDeps {
  db: Db;
  now: () => Date;
  accessTokenSecret: string;
  secondFactor: Pick<MfaService, 'signInMethods' | 'sendSignInCode' | 'verifySignIn'>;
}

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

export type AuthService = ReturnType<typeof createAuthService>;

const invalidRefresh = () => new ApiError(401, errorTexts.invalidRefreshToken);

/** Wrong credentials: the one answer that leaves the attempt counted as a failure. */
class FailedSignIn extends ApiError {
  constructor(text: string) {
    super(401, text);
  }
}

export function createAuthService({ db, now, accessTokenSecret, secondFactor }: AuthServiceDeps) {
  const tokens = async (
    userId: number,
    role: Role,
    familyId: string,
    refreshToken: string,
  ): Promise<Tokens> => ({
    accessToken: await issueAccessToken({ userId, role, familyId }, now(), accessTokenSecret),
    refreshToken,
    tokenType: 'Bearer',
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
  });

  /**
   * Checks credentials within the sign-in throttle: refused while locked; the attempt stays
   * counted only when `check` ends with wrong credentials.
   */
  async function throttled<T>(keys: ThrottleKeys, check: () => Promise<T>): Promise<T> {
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

  async function passwordGrant(grant: PasswordGrant): Promise<LoginResponse> {
    const { username, password, address } = grant;
    const keys = { email: normaliseEmail(username), address };
    return throttled(keys, async () => {
      const user = await findUserByEmail(db, keys.email);
      if (!(await verifyPassword(user?.passwordHash, password)) || !user)
        throw new FailedSignIn(errorTexts.invalidCredentials);
      if (user.status !== UserStatus.ACTIVE) throw new ApiError(403, errorTexts.accountInactive);
      if (!user.mfaEnabled) return startSession(user);
      return secondStage(user, grant);
    });
  }

  /**
   * Social sign-in proves the first factor only: a user with 2FA gets a ticket and the methods,
   * and finishes on the token endpoint with the ticket instead of a password.
   */
  async function socialSignIn(
    user: UserRow,
  ): Promise<Tokens | { ticket: string; methods: MfaMethod[] }> {
    if (user.status !== UserStatus.ACTIVE) throw new ApiError(403, errorTexts.accountInactive);
    if (!user.mfaEnabled) return startSession(user);
    return {
      ticket: await issueSecondFactorTicket(user.id, now(), accessTokenSecret),
      methods: await secondFactor.signInMethods(user.id),
    };
  }

  async function ticketGrant(grant: TicketGrant): Promise<LoginResponse> {
    const userId = await readSecondFactorTicket(grant.ticket, now(), accessTokenSecret);
    const user = userId === undefined ? undefined : await findUserById(db, userId);
    if (!user) throw new ApiError(401, errorTexts.invalidSecondFactorTicket);
    return throttled({ email: user.email, address: grant.address }, async () => {
      if (user.status !== UserStatus.ACTIVE) throw new ApiError(403, errorTexts.accountInactive);
      if (!user.mfaEnabled) return startSession(user);
      return secondStage(user, grant);
    });
  }

  /** Two-factor sign-in: offer the methods, send a code, then check the code (client spec 4). */
  async function secondStage(
    user: UserRow,
    { mfaMethod, mfaCode }: SecondFactorAnswer,
  ): Promise<LoginResponse> {
    if (!mfaMethod) return { methods: await secondFactor.signInMethods(user.id) };
    if (!mfaCode && (mfaMethod === 'sms' || mfaMethod === 'email')) {
      await secondFactor.sendSignInCode(user, mfaMethod);
      return mfaMethod === 'email' ? { emailSent: true } : { smsSent: true };
    }
    if (!mfaCode || !(await secondFactor.verifySignIn(user.id, mfaMethod, mfaCode))) {
      const text =
        mfaMethod === 'recovery'
          ? errorTexts.invalidRecoveryCode
          : errorTexts.invalidVerificationCode;
      throw new FailedSignIn(text);
    }
    return startSession(user);
  }

  /** A new sign-in for a user whose identity has been proven (password and 2FA, or social). */
  async function startSession(user: { id: number; role: Role }): Promise<Tokens> {
    const signedIn = now();
    const family = await db.transaction(async (tx) => {
      await recordSignIn(tx, user.id, signedIn);
      return startFamily(tx, user.id, signedIn);
    });
    return tokens(user.id, user.role, family.familyId, family.refreshToken);
  }

  async function refreshGrant(refreshToken: string): Promise<Tokens> {
    const rotation = await rotate(db, refreshToken, now(), accessTokenSecret);
    if (rotation.kind !== 'rotated') throw invalidRefresh();
    const user = await findUserById(db, rotation.userId);
    if (!user || user.status !== UserStatus.ACTIVE) {
      await revokeFamily(db, rotation.familyId, now());
      throw invalidRefresh();
    }
    return tokens(user.id, user.role, rotation.familyId, rotation.refreshToken);
  }

  /** A genuine, unexpired access token whose sign-in has not been ended (logout, reuse). */
  async function authenticate(accessToken: string): Promise<AccessClaims> {
    const claims = await readAccessToken(accessToken, now(), accessTokenSecret);
    if (!claims || !(await isFamilyLive(db, claims.familyId))) {
      throw new ApiError(401, errorTexts.invalidAccessToken, {
        'www-authenticate': 'Bearer error="invalid_token"',
      });
    }
    return claims;
  }

  const logout = (claims: AccessClaims): Promise<void> => revokeFamily(db, claims.familyId, now());

  return {
    passwordGrant,
    ticketGrant,
    socialSignIn,
    startSession,
    refreshGrant,
    authenticate,
    logout,
  };
}
