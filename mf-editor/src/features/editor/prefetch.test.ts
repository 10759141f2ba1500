import { waitFor } from '@testing-library/react';
import { Role, type User } from '@portal/contracts';
import { json, startFakeServer, type FakeServer } from '@portal/contracts/testing/fake-server';
import { testUser } from '@portal/contracts/user/test-user';
import { STORAGE_KEYS } from '@portal/contracts/common/constants';
import { editorMediaId } from './prefetch.ts';

// The page itself is not what is tested: its requests start before it renders.
jest.mock('./EditorPage.tsx', () => ({ EditorPage: () => null }));

const servers: FakeServer[] = [];
afterEach(() => {
  servers.splice(0).forEach((server) => server.restore());
  history.replaceState(null, '', '/');
  localStorage.clear();
});

/**
 * The editor's routes loaded on `url` as a page's first load loads them, before the shell has
 * made its store and asked for the profile (signed in as `user`, if one). `check` runs in the
 * same module registry, with the paths the API has been asked for so far.
 */
async function loadRoutesAt(
  url: string,
  user: User | undefined,
  check: (asked: () => string[], settled: () => Promise<unknown>) => Promise<void>,
) {
  history.replaceState(null, '', url);
  const server = startFakeServer();
  servers.push(server);
  if (user) {
    // Signed in on an earlier page: the shell's store starts with the stored tokens.
    const now = Date.now();
    const tokens = { accessToken: 'a', refreshToken: 'r', expiresAt: now + 900_000, stamp: now };
    localStorage.setItem(STORAGE_KEYS.authToken, JSON.stringify(tokens));
    server.on('GET', '/v1/user/profile', () => json(200, user));
  }
  const asked = () => server.requests.map((request) => new URL(request.url).pathname).sort();
  await jest.isolateModulesAsync(async () => {
    await import('../../routes.tsx');
    const { createPortalStore } = await import('@portal/contracts');
    const { testPortalConfig } = await import('@portal/contracts/testing/portal-config');
    const store = createPortalStore({ config: testPortalConfig() });
    if (user) {
      const { userApi } = await import('@portal/contracts/user/client');
      await store.dispatch(userApi.endpoints.getProfile.initiate());
    }
    const { api } = await import('@portal/contracts/app/api');
    // Every request the store has started, answered: what it would ask is asked by then.
    const settled = () => Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    await check(asked, settled);
  });
}

it("starts the transcript, the hotkeys and a typist's jobs with the editor's code", async () => {
  await loadRoutesAt('/v3/editor?media=7', testUser(Role.TYPIST), (asked) =>
    waitFor(() =>
      expect(asked()).toEqual([
        '/v1/media/job/7',
        '/v1/transcript/7',
        '/v1/user/profile',
        '/v2/typist-settings',
      ]),
    ),
  );
});

it('asks no jobs for an admin, who edits any transcript', async () => {
  await loadRoutesAt('/v3/editor?media=7', testUser(Role.ADMIN), async (asked) => {
    await waitFor(() => expect(asked()).toContain('/v1/transcript/7'));
    expect(asked()).toEqual(['/v1/transcript/7', '/v1/user/profile', '/v2/typist-settings']);
  });
});

it.each([
  ['another page', '/v3/snapshot?id=3', testUser(Role.TYPIST)],
  ['an editor with no media', '/v3/editor', testUser(Role.TYPIST)],
  ['a visitor', '/v3/editor?media=7', undefined],
])('asks nothing for %s', async (_case, url, user) => {
  await loadRoutesAt(url, user, async (asked, settled) => {
    // Once the editor's code (and what it would ask) has loaded, and its answers are in.
    await import('./prefetch.ts');
    await settled();
    expect(asked()).toEqual(user ? ['/v1/user/profile'] : []);
  });
});

it('reads the media from the query as the editor page does', () => {
  expect(editorMediaId('?media=12')).toBe(12);
  expect(editorMediaId('media=12&x=1')).toBe(12);
  for (const search of ['', '?media=', '?media=0', '?media=-3', '?media=1.5', '?media=abc'])
    expect(editorMediaId(search)).toBeUndefined();
});
