import { STORAGE_KEYS } from '../common/constants.ts';
import { Role } from '../policy/roles.ts';
import { testUser } from '../user/test-user.ts';
import { selectNotifications } from './notifications-slice.ts';
import { createPortalStore } from './store.ts';
import { json, startFakeServer, type FakeServer } from '../testing/fake-server.ts';
import { testPortalConfig } from '../testing/portal-config.ts';
import { signedInTestStore } from '../testing/signed-in-store.ts';
import { userApi } from '../user/client.ts';

const profile = testUser(Role.CLIENT);
const statistics = {
  activeSessions: 1,
  lastLoginAt: null,
  memberSince: '2026-01-01T00:00:00.000Z',
};
const issued = (access: string) => ({
  accessToken: access,
  refreshToken: `r-${access}`,
  tokenType: 'Bearer',
  expiresIn: 900,
});

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
});
afterEach(() => server.restore());

const bearerIs = (request: Request, token: string) =>
  request.headers.get('authorization') === `Bearer ${token}`;

describe('portal base query', () => {
  it('refreshes once on a 401 and repeats the call with the new token', async () => {
    server.on('GET', '/v1/user/profile', (r) =>
      bearerIs(r, 'new') ? json(200, profile) : json(401, { message: 'expired' }),
    );
    server.on('POST', '/v1/oauth2/token', () => json(200, issued('new')));
    const store = signedInTestStore('old');

    const result = await store.dispatch(userApi.endpoints.getProfile.initiate());

    expect(result.data).toEqual(profile);
    const refresh = server.requests.find((r) => r.url.endsWith('/v1/oauth2/token'));
    expect(refresh?.headers.get('authorization')).toBe(
      `Basic ${btoa('portal-web:portal-web-secret')}`,
    );
    expect(await refresh?.text()).toBe('grant_type=refresh_token&refresh_token=r-old');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.authToken) ?? '{}').accessToken).toBe(
      'new',
    );
  });

  it('shares one refresh between calls that fail together', async () => {
    server.on('GET', '/v1/user/profile', (r) =>
      bearerIs(r, 'new') ? json(200, profile) : json(401, { message: 'expired' }),
    );
    server.on('GET', '/v1/user/statistics', (r) =>
      bearerIs(r, 'new') ? json(200, statistics) : json(401, { message: 'expired' }),
    );
    server.on('POST', '/v1/oauth2/token', () => json(200, issued('new')));
    const store = signedInTestStore('old');

    await Promise.all([
      store.dispatch(userApi.endpoints.getProfile.initiate()),
      store.dispatch(userApi.endpoints.getStatistics.initiate()),
    ]);

    expect(server.requests.filter((r) => r.url.endsWith('/v1/oauth2/token'))).toHaveLength(1);
  });

  it('repeats a call turned away after the refresh is done with the new token, not a second refresh', async () => {
    let refreshDone: () => void = () => {};
    const refreshed = new Promise<void>((resolve) => (refreshDone = resolve));
    server.on('GET', '/v1/user/profile', (r) =>
      bearerIs(r, 'new') ? json(200, profile) : json(401, { message: 'expired' }),
    );
    // The slow answer: its 401 arrives only once the profile call's refresh has finished.
    server.on('GET', '/v1/user/statistics', async (r) => {
      if (bearerIs(r, 'new')) return json(200, statistics);
      await refreshed;
      return json(401, { message: 'expired' });
    });
    server.on('POST', '/v1/oauth2/token', () => json(200, issued('new')));
    const store = signedInTestStore('old');

    const statisticsCall = store.dispatch(userApi.endpoints.getStatistics.initiate());
    await store.dispatch(userApi.endpoints.getProfile.initiate());
    refreshDone();

    expect((await statisticsCall).data).toEqual(statistics);
    expect(server.requests.filter((r) => r.url.endsWith('/v1/oauth2/token'))).toHaveLength(1);
  });

  it('renews an access token known to be over before the call, so the call is never refused', async () => {
    server.on('GET', '/v1/user/profile', (r) =>
      bearerIs(r, 'new') ? json(200, profile) : json(401, { message: 'expired' }),
    );
    server.on('POST', '/v1/oauth2/token', () => json(200, issued('new')));
    const store = signedInTestStore('old', { expiresAt: Date.now() - 60_000 });

    const result = await store.dispatch(userApi.endpoints.getProfile.initiate());

    expect(result.data).toEqual(profile);
    expect(
      server.requests.map((r) => [new URL(r.url).pathname, r.headers.get('authorization')]),
    ).toEqual([
      ['/v1/oauth2/token', `Basic ${btoa('portal-web:portal-web-secret')}`],
      ['/v1/user/profile', 'Bearer new'],
    ]);
  });

  it('renews a token about to end once for the calls made together, before any is sent', async () => {
    server.on('GET', '/v1/user/profile', () => json(200, profile));
    server.on('GET', '/v1/user/statistics', () => json(200, statistics));
    server.on('POST', '/v1/oauth2/token', () => json(200, issued('new')));
    // Ten seconds left: less than a call may take to be answered.
    const store = signedInTestStore('old', { expiresAt: Date.now() + 10_000 });

    await Promise.all([
      store.dispatch(userApi.endpoints.getProfile.initiate()),
      store.dispatch(userApi.endpoints.getStatistics.initiate()),
    ]);

    const paths = server.requests.map((r) => new URL(r.url).pathname);
    expect(paths.filter((path) => path === '/v1/oauth2/token')).toHaveLength(1);
    expect(paths[0]).toBe('/v1/oauth2/token');
    expect(server.requests.slice(1).every((r) => bearerIs(r, 'new'))).toBe(true);
  });

  it('signs out when the server refuses the refresh token', async () => {
    server.on('GET', '/v1/user/profile', () => json(401, { message: 'expired' }));
    server.on('POST', '/v1/oauth2/token', () => json(401, { message: 'The session has expired.' }));
    const store = signedInTestStore('old');

    const result = await store.dispatch(userApi.endpoints.getProfile.initiate());

    expect(result.error).toMatchObject({ status: 401, items: [{ errorCode: 'UNAUTHORIZED' }] });
    expect(store.getState().auth.tokens).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(selectNotifications(store.getState())).toEqual([]);
  });

  it('says the sign-in ended for inactivity when the server refuses the refresh for it', async () => {
    server.on('GET', '/v1/user/profile', () => json(401, { message: 'expired' }));
    server.on('POST', '/v1/oauth2/token', () =>
      json(401, { errorCode: 'IDLE_SIGN_OUT', message: 'Logged out due to inactivity' }),
    );
    const store = signedInTestStore('old');

    await store.dispatch(userApi.endpoints.getProfile.initiate());

    expect(store.getState().auth.tokens).toBeNull();
    expect(selectNotifications(store.getState())).toMatchObject([
      { type: 'info', title: 'Logged out due to inactivity' },
    ]);
  });

  it.each([
    ['gets no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['meets a server fault', () => json(503, { message: 'Service unavailable' })],
  ])('keeps the sign-in when the refresh %s, for the next call to try again', async (_, answer) => {
    server.on('GET', '/v1/user/profile', () => json(401, { message: 'expired' }));
    server.on('POST', '/v1/oauth2/token', answer);
    const store = signedInTestStore('old');

    const result = await store.dispatch(userApi.endpoints.getProfile.initiate());

    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth.tokens?.refreshToken).toBe('r-old');
  });

  it('never refreshes for the token endpoint itself and shows its message', async () => {
    server.on('POST', '/v1/oauth2/token', () => json(401, { message: 'Something is wrong here' }));
    const store = createPortalStore({ config: testPortalConfig() });

    const result = await store.dispatch(
      userApi.endpoints.login.initiate({ username: 'a@b.co', password: 'x' }),
    );

    expect(server.requests).toHaveLength(1);
    expect(result).toMatchObject({ error: { items: [{ message: 'Something is wrong here' }] } });
  });

  it('sends the session id header when nobody is signed in', async () => {
    server.on('GET', '/v1/user/profile', () => json(401, { message: 'expired' }));
    const store = createPortalStore({ config: testPortalConfig() });

    await store.dispatch(userApi.endpoints.getProfile.initiate());

    expect(server.requests[0]?.headers.get('x-session-id')).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(server.requests[0]?.headers.get('authorization')).toBeNull();
  });

  it('signs a visitor in with the client credentials and their session id, for their cart', async () => {
    server.on('POST', '/v1/oauth2/token', () => json(401, { message: 'x' }));
    const store = createPortalStore({ config: testPortalConfig() });

    await store.dispatch(
      userApi.endpoints.login.initiate({ username: 'ann@example.com', password: 'secret' }),
    );

    expect(server.requests[0]?.headers.get('authorization')).toMatch(/^Basic /);
    expect(server.requests[0]?.headers.get('x-session-id')).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('maps a network failure to the generic text', async () => {
    server.on('GET', '/v1/user/profile', () => Promise.reject(new TypeError('offline')));
    const store = signedInTestStore('old');

    const result = await store.dispatch(userApi.endpoints.getProfile.initiate());

    expect(result.error).toEqual({
      status: 'FETCH_ERROR',
      items: [{ errorCode: 'UNKNOWN_ERROR', message: 'Something went wrong', data: null }],
    });
  });

  it('signs out locally even when the logout call fails', async () => {
    server.on('POST', '/v1/user/logout', () => json(500, {}));
    const store = signedInTestStore('old');

    await store.dispatch(userApi.endpoints.logout.initiate());

    expect(store.getState().auth.tokens).toBeNull();
  });
});
