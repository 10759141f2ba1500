import { idleLimitMs } from './idle-logout.ts';
import { Role } from '../policy/roles.ts';

const hour = 3_600_000;

it.each([
  [Role.ADMIN, false, hour],
  [Role.ADMIN, true, 8 * hour],
  [Role.SUPER_ADMIN, false, hour],
  [Role.SUPER_ADMIN, true, 8 * hour],
  [Role.TYPIST, true, 4 * hour],
  [Role.PROOFREADER, false, 4 * hour],
  [Role.CLIENT, false, 12 * hour],
  [Role.RESTRICTED_ADMIN, true, null],
])('role %p with 2FA %p is signed out after %p ms idle', (role, mfa, limit) => {
  expect(idleLimitMs(role, mfa)).toBe(limit);
});
