import { waitFor } from '@testing-library/react';
import { Role } from '@portal/contracts';
import { json, startFakeServer } from '@portal/contracts/testing/fake-server';
import { testUser } from '@portal/contracts/user/test-user';
import { STORAGE_KEYS } from '@portal/contracts/common/constants';

// The page itself is not what is tested: its requests start before it renders.
jest.mock('./features/editor/EditorPage.tsx', () => ({ EditorPage: () => null }));

afterEach(() => {
  history.replaceState(null, '', '/');
  localStorage.clear();
});

// Which requests the editor opens with, and for whom, is page-requests' own test (contracts).
it("starts the editor's requests with its code, before the shell has made its store", async () => {
  history.replaceState(null, '', '/v3/editor?media=7');
  const server = startFakeServer();
  // Signed in on an earlier page: the shell's store starts with the stored tokens.
  const now = Date.now();
  const tokens = { accessToken: 'a', refreshToken: 'r', expiresAt: now + 900_000, stamp: now };
  localStorage.setItem(STORAGE_KEYS.authToken, JSON.stringify(tokens));
  server.on('GET', '/v1/user/profile', () => json(200, testUser(Role.TYPIST)));
  const asked = () => server.requests.map((request) => new URL(request.url).pathname).sort();
  await jest.isolateModulesAsync(async () => {
    await import('./routes.tsx');
    const { createPortalStore } = await import('@portal/contracts');
    const { testPortalConfig } = await import('@portal/contracts/testing/portal-config');
    createPortalStore({ config: testPortalConfig() });
    await waitFor(() =>
      expect(asked()).toEqual([
        '/v1/media/job/7',
        '/v1/transcript/7',
        '/v1/user/profile',
        '/v2/typist-settings',
      ]),
    );
  });
  server.restore();
});
