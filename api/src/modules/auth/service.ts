import {
  ACCESS_TOKEN_TTL_SECONDS,
  UserStatus,
  errorTexts,
  type Role,
  type Tokens,
} from '@portal/contracts';
import type { Db } from '../../db/index.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { findUserById, findUserByEmail, normaliseEmail, recordSignIn } from '../user/service.ts';
import { issueAccessToken, readAccessToken, type AccessClaims } from './access-token.ts';
import { isFamilyLive, revokeFamily, rotate, startFamily } from './refresh-tokens.ts';
import { lockedUntil, recordFailure } from './throttle.ts';

export interface AuthServiceDeps {
  db: Db;
  now: () => Date;
  accessTokenSecret: string;
}

export interface PasswordGrant {
  username: string;
  password: string;
  /** The client address, one of the two throttle keys. */
  address: string;
}

export type AuthService = ReturnType<typeof createAuthService>;

const invalidRefresh = () => new ApiError(401, errorTexts.invalidRefreshToken);

export function createAuthService({ db, now, accessTokenSecret }: AuthServiceDeps) {
  const tokens = (userId: number, role: Role, familyId: string, refreshToken: string): Tokens => ({
    accessToken: issueAccessToken({ userId, role, familyId }, now(), accessTokenSecret),
    refreshToken,
    tokenType: 'Bearer',
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
  });

  async function passwordGrant({ username, password, address }: PasswordGrant): Promise<Tokens> {
    const keys = { email: normaliseEmail(username), address };
    const lockEnds = await lockedUntil(db, keys, now());
    if (lockEnds) {
      const retryAfter = Math.ceil((lockEnds.getTime() - now().getTime()) / 1000);
      throw new ApiError(429, errorTexts.loginLocked, { 'retry-after': String(retryAfter) });
    }
    const user = await findUserByEmail(db, keys.email);
    if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
      await recordFailure(db, keys, now());
      throw new ApiError(401, errorTexts.invalidCredentials);
    }
    if (user.status !== UserStatus.ACTIVE) throw new ApiError(403, errorTexts.accountInactive);
    const signedIn = now();
    const family = await db.transaction(async (tx) => {
      await recordSignIn(tx, user.id, signedIn);
      return startFamily(tx, user.id, signedIn);
    });
    return tokens(user.id, user.role, family.familyId, family.refreshToken);
  }

  async function refreshGrant(refreshToken: string): Promise<Tokens> {
    const rotation = await rotate(db, refreshToken, now());
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
    const claims = readAccessToken(accessToken, now(), accessTokenSecret);
    if (!claims || !(await isFamilyLive(db, claims.familyId))) {
      throw new ApiError(401, errorTexts.invalidAccessToken, {
        'www-authenticate': 'Bearer error="invalid_token"',
      });
    }
    return claims;
  }

  const logout = (claims: AccessClaims): Promise<void> => revokeFamily(db, claims.familyId, now());

  return { passwordGrant, refreshGrant, authenticate, logout };
}
