/**
 * The contract gate (staff spec section 2): typists and proofreaders sign the consultancy
 * agreement and the IT security form before working; older typists (oldTypist) are exempt. The
 * API refuses job work and the shell redirects by this one rule.
 */
import { Role } from './roles.ts';
import type { ContractsState } from './schemas/staff-contracts.ts';

/** The roles that sign the consultancy agreement and the IT security form. */
export const signsStaffContracts = (role: Role): boolean =>
  role === Role.TYPIST || role === Role.PROOFREADER;

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

/** The Contracts page of a role that signs. */
export const contractsPathFor = (role: Role): string =>
  role === Role.PROOFREADER ? '/v3/proofreader/contracts' : '/v3/typist/contracts';

/** The agreement's PDF, answered as DEFAULT_FILE_NAMES.contract (staff spec section 9). */
export const consultancyAgreementUrl = (userId: number): string =>
  `/v1/user/consultancy-agreement/${userId}`;
