import { testStaffMedia } from './test-staff-media.ts';
import { json, startFakeServer, type FakeServer } from '../testing/fake-server.ts';
import { signedInTestStore } from '../testing/signed-in-store.ts';
import { staffMediaApi } from './staff-media-client.ts';
import type { StaffMedia } from './staff-media-schema.ts';

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
});
afterEach(() => server.restore());

const { endpoints } = staffMediaApi;

const row = testStaffMedia;
const page = (...result: StaffMedia[]) => ({ result, total: 120, page: 2, pageSize: 50 });

describe('staff media endpoints', () => {
  it('ask for a page with the filters and sort in snake_case, lists as brackets', async () => {
    server.on('GET', '/v1/media', () => json(200, page(row(1))));
    const store = signedInTestStore();
    const result = await store.dispatch(
      endpoints.getStaffMedia.initiate({
        page: 2,
        pageSize: 50,
        clientName: 'clara',
        status: ['ordered', 'assigned'],
        hasIssue: false,
        sort: 'clientName',
        order: 'desc',
      }),
    );
    expect(result.data?.total).toBe(120);
    const url = new URL(server.requests[0]!.url);
    expect(url.searchParams.get('page_size')).toBe('50');
    expect(url.searchParams.get('client_name')).toBe('clara');
    expect(url.searchParams.getAll('status[]')).toEqual(['ordered', 'assigned']);
    expect(url.searchParams.get('has_issue')).toBe('false');
    expect(url.searchParams.get('sort')).toBe('clientName');
  });

  it('write the refreshed rows into the cached pages that show them, without fetching the pages again', async () => {
    let reads = 0;
    server.on('GET', '/v1/media', () => {
      reads += 1;
      return json(200, page(row(1), row(2)));
    });
    server.on('POST', '/v1/media/batch-query', () =>
      json(200, { result: [row(2, { onHold: true, subStatus: 'On hold' })] }),
    );
    const store = signedInTestStore();
    const open = store.dispatch(endpoints.getStaffMedia.initiate({}));
    await open;

    await store.dispatch(endpoints.refreshStaffMedia.initiate([2]));
    const request = server.requests.find((r) => r.method === 'POST')!;
    expect(await request.text()).toBe('ids%5B%5D=2');
    const cached = endpoints.getStaffMedia.select({})(store.getState()).data?.result;
    expect(cached?.map((r) => [r.id, r.onHold, r.subStatus])).toEqual([
      [1, false, 'Unassigned'],
      [2, true, 'On hold'],
    ]);
    expect(reads).toBe(1);
    open.unsubscribe();
  });
});
