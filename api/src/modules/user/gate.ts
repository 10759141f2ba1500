import { errorTexts } from '@portal/contracts/common/errors';
import { requiresTwoFactor } from '@portal/contracts/policy/roles';
import type { Db } from '../../db/index.ts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { findUserById } from './service.ts';

/** Staff without 2FA may only reach what enabling it takes (client spec 2, enforced here). */
export async function ensureTwoFactor(db: Db, actor: Actor): Promise<void> {
  if (!requiresTwoFactor(actor.role)) return;
  const user = await findUserById(db, actor.userId);
  if (!user?.mfaEnabled) throw new ApiError(403, errorTexts.twoFactorRequired);
}
