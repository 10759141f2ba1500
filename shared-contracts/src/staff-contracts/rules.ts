/**
 * The contract gate (staff spec section 2): typists and proofreaders sign the consultancy
 * agreement and the IT security form before working; older typists (oldTypist) are exempt. The
 * API refuses job work and the shell redirects by this one rule.
 */
import { inAudience } from '../policy/policy.ts';
import { Role } from '../policy/roles.ts';
import type { ContractsState } from './schema.ts';

/** The roles that sign the consultancy agreement and the IT security form. */
export const signsStaffContracts = (role: Role): boolean =>
  inAudience({ role }, 'staffContract.sign');

export interface ContractsSigner {
  role: Role;
  oldTypist: boolean;
  contracts: ContractsState;
}

/** Whether the user must still sign before working, while the `contracts` flag is on. */
export function contractsOutstanding(user: ContractsSigner, contractsFlagOn: boolean): boolean {
  if (!contractsFlagOn || !signsStaffContracts(user.role) || user.oldTypist) return false;
  return (
    !user.contracts?.consultancyAgreementSignedAt || !user.contracts.securityRequirementsSignedAt
  );
}

const typistContracts = '/v3/typist/contracts';
const contractsPaths: Partial<Record<Role, string>> = {
  [Role.TYPIST]: typistContracts,
  [Role.PROOFREADER]: '/v3/proofreader/contracts',
};

/** The Contracts page of a role that signs (the typists' one, as before, for any other). */
export const contractsPathFor = (role: Role): string => contractsPaths[role] ?? typistContracts;

/** The agreement's PDF, answered as DEFAULT_FILE_NAMES.contract (staff spec section 9). */
export const consultancyAgreementUrl = (userId: number): string =>
  `/v1/user/consultancy-agreement/${userId}`;
