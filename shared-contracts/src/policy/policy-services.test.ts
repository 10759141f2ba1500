import { rolesThatMay, inAudience, type PolicyAction } from './policy.ts';
import { Role } from './roles.ts';

const { CLIENT, TYPIST, PROOFREADER, ADMIN, SUPER_ADMIN } = Role;

// The roles each service compared by hand before it asked the policy: changing one of these
// audiences changes who the API lets through, so it must be a deliberate change of this table.
const servicesAudiences: [PolicyAction, Role[]][] = [
  ['account.manageAdmins', [SUPER_ADMIN]],
  ['account.changeRole', [SUPER_ADMIN]],
  ['account.seeAnyone', [ADMIN, SUPER_ADMIN]],
  ['account.addAnyToCrm', [ADMIN, SUPER_ADMIN]],
  ['staffContract.readAnyones', [ADMIN, SUPER_ADMIN]],
  ['order.placeOwn', [CLIENT]],
  ['order.placeForClient', [ADMIN, SUPER_ADMIN]],
  ['project.reachAny', [ADMIN, SUPER_ADMIN]],
  ['company.reachAny', [ADMIN, SUPER_ADMIN]],
  ['transcript.editJobRanges', [TYPIST, PROOFREADER]],
  ['job.type', [TYPIST]],
  ['job.proofread', [PROOFREADER]],
  ['invoice.readOwn', [TYPIST]],
  ['liveBooking.attendAny', [ADMIN, SUPER_ADMIN]],
  ['spellDictionary.edit', [ADMIN, SUPER_ADMIN]],
];

test.each(servicesAudiences)(
  '%s is for exactly the roles the service compared',
  (action, roles) => {
    expect(rolesThatMay(action)).toEqual(roles);
    expect(inAudience(null, action)).toBe(false);
  },
);
