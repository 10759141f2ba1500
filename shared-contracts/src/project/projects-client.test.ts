import { createPortalStore } from '../app/store.ts';
import { json, startFakeServer, type FakeServer } from '../testing/fake-server.ts';
import { testPortalConfig } from '../testing/portal-config.ts';
import { projectsApi } from './projects-client.ts';

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
});
afterEach(() => server.restore());

const page = { result: [], total: 0, page: 2, pageSize: 25 };

describe('projects endpoints', () => {
  it('send the list query in the wire format: snake_case names, bracket arrays', async () => {
    server.on('GET', '/v1/project', () => json(200, page));
    const store = createPortalStore({ config: testPortalConfig() });

    await store.dispatch(
      projectsApi.endpoints.getProjects.initiate({
        page: 2,
        pageSize: 25,
        typesAllowed: ['read'],
        status: ['active', 'completed'],
        ownerName: 'Ann',
        sort: 'shortId',
      }),
    );

    const url = new URL(server.requests[0]?.url ?? '');
    expect(decodeURIComponent(url.search)).toBe(
      '?page=2&page_size=25&types_allowed[]=read&status[]=active&status[]=completed&owner_name=Ann&sort=shortId',
    );
  });

  it('clear a detail sent as null and leave out what the update does not name', async () => {
    server.on('PUT', '/v1/project/7', () => json(200, { id: 7 }));
    const store = createPortalStore({ config: testPortalConfig() });

    await store.dispatch(
      projectsApi.endpoints.updateProject.initiate({
        id: 7,
        title: 'Board',
        deadline: null,
        poNumber: undefined,
      }),
    );

    expect(await server.requests[0]?.text()).toBe('title=Board&deadline=');
  });
});
