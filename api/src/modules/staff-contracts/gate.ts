import { contractsOutstanding, signsStaffContracts } from '@portal/contracts/staff-contracts/rules';
import { errorTexts } from '@portal/contracts/common/errors';
import { staffContractsTexts } from '@portal/contracts/staff-contracts/texts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { contractsState } from '../user/contract-state.ts';
import { findUserById } from '../user/service.ts';

/**
 * The contract gate (staff spec section 2) for job work: while the `contracts` flag is on, a
 * typist or proofreader who is not an older typist (oldTypist) must have signed both the
 * consultancy agreement and the IT security form; otherwise 403 saying so. Other roles pass.
 */
export async function ensureContractsSigned(
  deps: Pick<ServiceDeps, 'db' | 'featureFlags'>,
  actor: Actor,
): Promise<void> {
  // Off, nobody is held: spare the queries. The token's role is the user's (a new role ends
  // every sign-in), so admins on the assign grid pass without reading their row again.
  if (!deps.featureFlags.contracts || !signsStaffContracts(actor.role)) return;
  const user = await findUserById(deps.db, actor.userId);
  if (!user) throw new ApiError(401, errorTexts.invalidAccessToken);
  const signer = { ...user, contracts: await contractsState(deps.db, user) };
  if (contractsOutstanding(signer, true))
    throw new ApiError(403, staffContractsTexts.contractsRequired);
}
