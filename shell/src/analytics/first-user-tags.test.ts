import { Role } from '@portal/contracts';
import { testUser } from '@portal/contracts/user/test-user';
import { firstUserTagger } from './first-user-tags.ts';

it('tags only the first user it is given', () => {
  const push = jest.fn();
  const tag = firstUserTagger(push);
  const typist = testUser(Role.TYPIST, { trainedIn: [{ shortName: 'NOT' }] });
  tag(typist);
  tag(typist);
  tag(testUser(Role.CLIENT));
  expect(push).toHaveBeenCalledTimes(1);
  expect(push).toHaveBeenCalledWith([
    { userId: typist.id },
    { userType: 'Typist', trainedIn: ['NOT'] },
  ]);
});
