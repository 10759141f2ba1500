import { waitFor } from '@testing-library/react';
import { Role } from '../policy/roles.ts';
import { testUser } from '../user/test-user.ts';
import { json, startFakeServer, type FakeServer } from '../testing/fake-server.ts';
import { signedInTestStore } from '../testing/signed-in-store.ts';
import { userApi } from '../user/client.ts';
import { staffContractsApi } from './client.ts';

const signedAt = '2026-02-03T10:00:00.000Z';
let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
  server.on('GET', '/v1/user/profile', () => json(200, testUser(Role.TYPIST)));
});
afterEach(() => server.restore());

const sent = (method: string, path: string) =>
  server.requests.filter((r) => r.method === method && new URL(r.url).pathname === path);

it('signs the agreement in the wire format, then fetches the profile again', async () => {
  server.on('PUT', '/v1/user/consultancy-agreement/8', () =>
    json(200, { fullName: 'Tom Typist', address: '1 Road', signedAt }),
  );
  const store = signedInTestStore();
  const profile = store.dispatch(userApi.endpoints.getProfile.initiate());
  await profile;
  await store.dispatch(
    staffContractsApi.endpoints.signConsultancyAgreement.initiate({
      id: 8,
      fullName: ' Tom Typist ',
      address: '1 Road',
      agree: true,
    }),
  );
  const [put] = sent('PUT', '/v1/user/consultancy-agreement/8');
  expect(await put?.text()).toBe('full_name=Tom+Typist&address=1+Road&agree=true');
  expect(sent('GET', '/v1/user/profile')).toHaveLength(2);
  profile.unsubscribe();
});

it('submits the security form, then fetches the form again', async () => {
  const submission = { statements: ['updates'], devices: 'Laptop', fullName: 'Tom', signedAt };
  let stored: typeof submission | null = null;
  server.on('GET', '/v1/security-requirements/get-own', () => json(200, { submission: stored }));
  server.on('POST', '/v1/security-requirements', () => {
    stored = submission;
    return json(200, submission);
  });
  const store = signedInTestStore();
  const own = store.dispatch(staffContractsApi.endpoints.getOwnSecurityRequirements.initiate());
  expect((await own).data).toEqual({ submission: null });
  await store.dispatch(
    staffContractsApi.endpoints.submitSecurityRequirements.initiate({
      updates: true,
      devices: 'Laptop',
      declaration: true,
      fullName: 'Tom',
    }),
  );
  const [post] = sent('POST', '/v1/security-requirements');
  expect(await post?.text()).toBe('updates=true&devices=Laptop&declaration=true&full_name=Tom');
  await waitFor(() =>
    expect(store.getState().api.queries['getOwnSecurityRequirements(undefined)']?.data).toEqual({
      submission,
    }),
  );
  expect(sent('GET', '/v1/security-requirements/get-own')).toHaveLength(2);
  own.unsubscribe();
});
