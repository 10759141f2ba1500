import { errorTexts } from '@portal/contracts/common/errors';
import { requiresTwoFactor } from '@portal/contracts/policy/roles';
import type { Db } from '../../db/index.ts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { runStatement, type Statement } from '../../lib/statements.ts';

/** Read on every staff request: the one column, not the user's row (a third of its cost). */
const twoFactorOf: Statement = {
  name: 'user_mfa_enabled',
  text: 'select "mfa_enabled" as "mfaEnabled" from "users" where "id" = $1',
};

/** Staff without 2FA may only reach what enabling it takes (client spec 2, enforced here). */
export async function ensureTwoFactor(db: Db, actor: Actor): Promise<void> {
  if (!requiresTwoFactor(actor.role)) return;
  const [user] = await runStatement<{ mfaEnabled: boolean }>(db, twoFactorOf, [actor.userId]);
  if (!user?.mfaEnabled) throw new ApiError(403, errorTexts.twoFactorRequired);
}
