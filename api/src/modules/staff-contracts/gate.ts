import { contractsOutstanding, signsStaffContracts } from '@portal/contracts/staff-contracts/rules';
import { errorTexts } from '@portal/contracts/common/errors';
import { staffContractsTexts } from '@portal/contracts/staff-contracts/texts';
import type { Db } from '../../db/index.ts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { contractsState } from '../user/contract-state.ts';
import { findUserById } from '../user/service.ts';

/**
 * The signers of each database found with both contracts signed. Each is signed once and never
 * withdrawn (nothing deletes or unsigns them; only deleting the user drops them, and a deleted
 * user's requests stop at sign-in), so the answer holds in every process for good and is never
 * asked again: the gate runs before each job request, the editor's autosave included.
 */
const signedMemory = new WeakMap<Db, Set<number>>();

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
  const signed = signedMemory.get(deps.db) ?? new Set<number>();
  signedMemory.set(deps.db, signed);
  if (signed.has(actor.userId)) return;
  const user = await findUserById(deps.db, actor.userId);
  if (!user) throw new ApiError(401, errorTexts.invalidAccessToken);
  const contracts = await contractsState(deps.db, user);
  const signer = { ...user, contracts };
  if (contractsOutstanding(signer, true))
    throw new ApiError(403, staffContractsTexts.contractsRequired);
  // Only a signer's signatures are remembered: a role or old-typist flag that lets one by may change.
  if (contracts?.consultancyAgreementSignedAt && contracts.securityRequirementsSignedAt)
    signed.add(user.id);
}
