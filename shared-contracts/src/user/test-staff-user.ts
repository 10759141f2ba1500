import { Role } from '../policy/roles.ts';
import type { StaffUser } from './list-schema.ts';
import { UserStatus } from '../common/statuses.ts';

/**
 * A user as GET /v1/user lists them for the typist picker: an active Grade 2 typist trained in
 * IVB, with nothing assigned unless told.
 */
export function testStaffUser(
  id: number,
  [firstname, lastname]: [string, string],
  overrides: Partial<StaffUser> = {},
): StaffUser {
  return {
    id,
    role: Role.TYPIST,
    status: UserStatus.ACTIVE,
    email: `${firstname.toLowerCase()}@demo.test`,
    firstname,
    lastname,
    trainedIn: [{ shortName: 'IVB' }],
    grade: 2,
    profile: { mobile: null, contactPhone2: null },
    isBusinessAccount: false,
    oldTypist: false,
    canDoLazyShift: false,
    isXLD: false,
    mfaEnabled: true,
    mfaId: id,
    lastLoginAt: null,
    load: { jobs: 0, seconds: 0 },
    ...overrides,
  };
}
