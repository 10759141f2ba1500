import { createPortalStore } from '../app/store.ts';
import { json, startFakeServer, type FakeServer } from '../testing/fake-server.ts';
import { testPortalConfig } from '../testing/portal-config.ts';
import { splitApi, typistsToUnassign } from './client.ts';

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
});
afterEach(() => server.restore());

describe('split endpoint', () => {
  it('send the split-job form in the wire format', async () => {
    server.on('POST', '/v1/media/assign/7', () => json(200, []));
    const store = createPortalStore({ config: testPortalConfig() });
    await store.dispatch(
      splitApi.endpoints.splitMedia.initiate({
        id: 7,
        original: { start: 0, end: 300, typistId: 3 },
        children: [{ start: 300, end: 600, proofreaderComment: 'Names' }],
        isOffLimit: true,
        updatedAt: 1_700_000_000_000,
        unassignTypists: true,
      }),
    );
    const body = new URLSearchParams(await server.requests[0]!.text());
    expect(Object.fromEntries(body)).toEqual({
      'original[start]': '0',
      'original[end]': '300',
      'original[typist_id]': '3',
      'children[0][start]': '300',
      'children[0][end]': '600',
      'children[0][proofreader_comment]': 'Names',
      is_off_limit: 'true',
      updated_at: '1700000000000',
      unassign_typists: 'true',
    });
  });

  it('read from a refused split the typists it would take jobs from', async () => {
    const typists = [{ id: 3, name: 'Tess Tester' }];
    const message = 'This split takes a job from Tess Tester.';
    server.on('POST', '/v1/media/assign/7', () =>
      json(409, { error: message, message, unassignedTypists: typists }),
    );
    server.on('POST', '/v1/media/assign/8', () =>
      json(409, { error: 'Changed', message: 'Changed' }),
    );
    const store = createPortalStore({ config: testPortalConfig() });
    const split = (id: number) =>
      store.dispatch(
        splitApi.endpoints.splitMedia.initiate({
          id,
          original: { start: 0, end: 300 },
          updatedAt: 1,
        }),
      );
    expect(typistsToUnassign((await split(7)).error)).toEqual(typists);
    expect(typistsToUnassign((await split(8)).error)).toBeUndefined();
  });
});
