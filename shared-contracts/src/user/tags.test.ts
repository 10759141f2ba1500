import { Role } from '../policy/roles.ts';
import { testUser } from './test-user.ts';
import { userTags } from './tags.ts';

describe('user tags', () => {
  it('tags a client by id only', () => {
    expect(userTags(testUser(Role.CLIENT, { id: 41 }))).toEqual([{ userId: 41 }]);
  });

  it.each([
    [Role.TYPIST, 'Typist'],
    [Role.PROOFREADER, 'Proofreader'],
  ])('gives role %s the user type %s with its trained-in short names', (role, userType) => {
    const user = testUser(role, { id: 7, trainedIn: [{ shortName: 'IVB' }, { shortName: 'NOT' }] });
    expect(userTags(user)).toEqual([{ userId: 7 }, { userType, trainedIn: ['IVB', 'NOT'] }]);
  });

  it.each([Role.ADMIN, Role.SUPER_ADMIN, Role.RESTRICTED_ADMIN])(
    'gives role %s no user type',
    (role) => {
      expect(userTags(testUser(role, { id: 3 }))).toEqual([{ userId: 3 }]);
    },
  );
});
