import { Role } from '../roles.ts';
import type { User } from '../schemas/user.ts';
import { UserStatus } from '../statuses.ts';

const names: Record<Role, [string, string]> = {
  [Role.CLIENT]: ['Cleo', 'Client'],
  [Role.TYPIST]: ['Tom', 'Typist'],
  [Role.PROOFREADER]: ['Pia', 'Proofreader'],
  [Role.RESTRICTED_ADMIN]: ['Rex', 'Radmin'],
  [Role.ADMIN]: ['Ada', 'Admin'],
  [Role.SUPER_ADMIN]: ['Sam', 'Superadmin'],
};

/** A complete, active user of a role, as GET /v1/user/profile answers. */
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
    ...overrides,
  };
}
