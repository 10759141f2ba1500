import { json, startFakeServer, type FakeServer } from '../testing/fake-server.ts';
import { signedInTestStore } from '../testing/signed-in-store.ts';
import { projectPermissionApi } from './client.ts';

const share = {
  id: 7,
  projectId: 3,
  email: 'ivy@example.test',
  permission: 'read',
  state: 'pending',
  userName: null,
  createdAt: 1,
};
const outcome = {
  id: 9,
  kind: 'business invitation',
  state: 'accepted',
  projectId: null,
  companyId: 2,
};

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
});
afterEach(() => server.restore());

const sent = (path: string) => server.requests.filter((r) => new URL(r.url).pathname === path);

describe('project sharing endpoints', () => {
  it('share by email in the wire format, and refresh the project’s share list', async () => {
    server.on('GET', '/v1/project-permission', () => json(200, []));
    server.on('POST', '/v1/project-permission', () => json(200, share));
    const store = signedInTestStore();
    const { endpoints } = projectPermissionApi;
    const listing = store.dispatch(endpoints.getProjectShares.initiate({ projectId: 3 }));
    await listing;

    await store.dispatch(
      endpoints.shareProject.initiate({
        projectId: 3,
        email: ' ivy@example.test ',
        permission: 'read',
      }),
    );

    const [post] = sent('/v1/project-permission').filter((r) => r.method === 'POST');
    expect(await post?.text()).toBe('project_id=3&email=ivy%40example.test&permission=read');
    const gets = sent('/v1/project-permission').filter((r) => r.method === 'GET');
    expect(gets.map((r) => new URL(r.url).search)).toEqual(['?project_id=3', '?project_id=3']);
    listing.unsubscribe();
  });

  it('answer a listed invitation naming its kind, and refresh the pending list', async () => {
    server.on('GET', '/v1/activator', () => json(200, { result: [], total: 0 }));
    server.on('PUT', '/v1/activator/accept/9', () => json(200, outcome));
    const store = signedInTestStore();
    const { endpoints } = projectPermissionApi;
    const listing = store.dispatch(endpoints.getInvitations.initiate({ page: 1, pageSize: 50 }));
    await listing;

    const result = await store.dispatch(
      endpoints.acceptListedInvitation.initiate({ id: 9, kind: 'business invitation' }),
    );

    expect(result.data).toEqual(outcome);
    const [put] = sent('/v1/activator/accept/9');
    expect(new URL(put!.url).searchParams.get('kind')).toBe('business invitation');
    const lists = sent('/v1/activator');
    expect(lists.map((r) => new URL(r.url).search)).toEqual([
      '?page=1&page_size=50',
      '?page=1&page_size=50',
    ]);
    listing.unsubscribe();
  });
});
