import { eq } from 'drizzle-orm';
import { can } from '@portal/contracts/policy/policy';
import { errorTexts } from '@portal/contracts/common/errors';
import { userTexts } from '@portal/contracts/user/texts';
import type { MfaSettings } from '@portal/contracts/mfa/schema';
import type { Role } from '@portal/contracts/policy/roles';
import { mfaSettings } from '../../db/schema.ts';
import { ApiError } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Actor } from '../../lib/caller.ts';
import { revokeUserFamilies } from '../session/refresh-tokens.ts';
import { ensureTwoFactor } from '../user/gate.ts';
import { isAdminAccount } from '../user/management.ts';
import { findUserById } from '../user/service.ts';
import { resetMethod } from './service.ts';

type ResetDeps = Pick<ServiceDeps, 'db' | 'now' | 'sms'>;

/**
 * Admins reset the 2FA of clients, typists and proofreaders; super admins anyone's (another super
 * admin who lost their authenticator has no one else to ask). The actor already manages users.
 */
function checkManages(actor: Actor, targetRole: Role): void {
  if (isAdminAccount(targetRole) && !can(actor, 'account.manageAdmins'))
    throw new ApiError(403, userTexts.mfaResetBySuperAdmin);
}

/**
 * PUT /v1/multi-factor-auth/{id} with reset, on another user's settings: every method goes, and
 * every sign-in of theirs ends, so they sign in with their password alone and set 2FA up again
 * (staff are sent to do so). Managing others needs the actor's own 2FA on; to anyone but an admin
 * or super admin, someone else's settings do not exist.
 */
export async function resetOthersMfa(
  deps: ResetDeps,
  actor: Actor,
  settingsId: number,
): Promise<MfaSettings> {
  const { db, now } = deps;
  if (!can(actor, 'account.manageStaff')) throw new ApiError(404, errorTexts.notFound);
  await ensureTwoFactor(db, actor);
  const [row] = await db.select().from(mfaSettings).where(eq(mfaSettings.id, settingsId));
  const target = row && (await findUserById(db, row.userId));
  if (!row || !target) throw new ApiError(404, errorTexts.notFound);
  checkManages(actor, target.role);
  const settings = await resetMethod(deps, row, undefined);
  await revokeUserFamilies(db, target.id, now());
  return settings;
}
