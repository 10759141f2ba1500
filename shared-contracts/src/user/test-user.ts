import { Role } from '../policy/roles.ts';
import type { User } from './schema.ts';
import { signsStaffContracts } from '../staff-contracts/rules.ts';
import { UserStatus } from '../common/statuses.ts';

const names: Record<Role, [string, string]> = {
  [Role.CLIENT]: ['Cleo', 'Client'],
  [Role.TYPIST]: ['Tom', 'Typist'],
  [Role.PROOFREADER]: ['Pia', 'Proofreader'],
  [Role.RESTRICTED_ADMIN]: ['Rex', 'Radmin'],
  [Role.ADMIN]: ['Ada', 'Admin'],
  [Role.SUPER_ADMIN]: ['Sam', 'Superadmin'],
};

const signedBoth = {
  consultancyAgreementSignedAt: '2026-01-05T09:30:00.000Z',
  securityRequirementsSignedAt: '2026-01-05T09:40:00.000Z',
};

/**
 * A complete, active user of a role, as GET /v1/user/profile answers; a typist or proofreader
 * has signed their contracts, as the demo ones have (tests of the gate say otherwise).
 */
export function testUser(role: Role, overrides: Partial<User> = {}): User {
  const [firstname, lastname] = names[role];
  return {
    id: role,
    role,
    email: `${firstname.toLowerCase()}@demo.test`,
    firstname,
    lastname,
    profile: { nickname: null, extraInstructions: null, mobile: null, contactPhone2: null },
    cartReminder: true,
    isBusinessAccount: false,
    currency: 'GBP',
    canDoLazyShift: false,
    status: UserStatus.ACTIVE,
    trainedIn: [],
    oldTypist: false,
    mfaEnabled: false,
    contracts: signsStaffContracts(role) ? signedBoth : null,
    ...overrides,
  };
}
