import { STORAGE_KEYS } from '../common/constants.ts';
import { Role } from '../policy/roles.ts';
import { testUser } from '../user/test-user.ts';
import { json, startFakeServer } from '../testing/fake-server.ts';
import { testPortalConfig } from '../testing/portal-config.ts';
import { STORED_AUTH_MAX_AGE_MS } from './auth-slice.ts';
import { themeToggled, viewModeDefaulted, viewModeChosen } from './preferences-slice.ts';
import { createPortalStore } from './store.ts';
import { notificationDismissed, notify, replayNotification } from './notifications-slice.ts';

const stored = (stamp: number) => ({
  accessToken: 'a',
  refreshToken: 'r',
  expiresAt: stamp,
  stamp,
});

describe('portal store', () => {
  it('takes the API slice in when its code loads after the store was made', async () => {
    const server = startFakeServer();
    server.on('GET', '/v1/user/profile', () => json(200, testUser(Role.CLIENT, { id: 7 })));
    // A page's first load: the store first, the API's code later.
    await jest.isolateModulesAsync(async () => {
      const { createPortalStore: createStore } = await import('./store.ts');
      const store = createStore({ config: testPortalConfig() });
      expect(store.getState()).not.toHaveProperty('api');

      const { userApi } = await import('../user/client.ts');
      expect(store.getState().api.queries).toEqual({});
      const profile = await store.dispatch(userApi.endpoints.getProfile.initiate());
      expect(profile.data?.id).toBe(7);
      expect(userApi.endpoints.getProfile.select()(store.getState()).data?.id).toBe(7);
    });
    server.restore();
  });

  it("gives a route's code the store, once it is made or at once", async () => {
    await jest.isolateModulesAsync(async () => {
      const { createPortalStore: createStore, withPortalStore } = await import('./store.ts');
      const given: unknown[] = [];
      // A remote's routes can load before the shell has made its store.
      withPortalStore((store) => given.push(store));
      expect(given).toEqual([]);
      const store = createStore({ config: testPortalConfig() });
      expect(given).toEqual([store]);
      withPortalStore((later) => given.push(later));
      expect(given).toEqual([store, store]);
    });
  });

  it('restores valid stored tokens and drops stale or incomplete ones', () => {
    localStorage.setItem(STORAGE_KEYS.authToken, JSON.stringify(stored(1_000)));
    const now = () => 1_000 + STORED_AUTH_MAX_AGE_MS + 1;
    expect(
      createPortalStore({ config: testPortalConfig(), now }).getState().auth.tokens,
    ).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();

    localStorage.setItem(STORAGE_KEYS.authToken, JSON.stringify(stored(Date.now())));
    expect(
      createPortalStore({ config: testPortalConfig() }).getState().auth.tokens?.accessToken,
    ).toBe('a');

    localStorage.setItem(STORAGE_KEYS.authToken, '{"accessToken":"a"}');
    expect(createPortalStore({ config: testPortalConfig() }).getState().auth.tokens).toBeNull();
  });

  it('takes the tokens another tab writes, and signs out with it', () => {
    localStorage.setItem(STORAGE_KEYS.authToken, JSON.stringify(stored(Date.now())));
    const store = createPortalStore({ config: testPortalConfig() });
    // What the other tab does: its store writes local storage, and this tab hears of it.
    const otherTab = (key: string | null, value: string | null) => {
      if (key && value !== null) localStorage.setItem(key, value);
      else if (key) localStorage.removeItem(key);
      else localStorage.clear();
      window.dispatchEvent(
        new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }),
      );
    };
    const refreshed = { ...stored(Date.now()), accessToken: 'b', refreshToken: 'r2' };
    otherTab(STORAGE_KEYS.authToken, JSON.stringify(refreshed));
    expect(store.getState().auth.tokens).toEqual(refreshed);

    otherTab(STORAGE_KEYS.theme, JSON.stringify({ theme: 'dark' }));
    expect(store.getState().auth.tokens).toEqual(refreshed);
    otherTab(STORAGE_KEYS.authToken, null);
    expect(store.getState().auth.tokens).toBeNull();

    otherTab(STORAGE_KEYS.authToken, JSON.stringify(refreshed));
    otherTab(null, null);
    expect(store.getState().auth.tokens).toBeNull();
  });

  it('remembers the theme and the chosen view mode', () => {
    const store = createPortalStore({ config: testPortalConfig() });
    store.dispatch(themeToggled());
    store.dispatch(viewModeChosen('compact'));
    store.dispatch(viewModeDefaulted('standard'));

    const again = createPortalStore({ config: testPortalConfig() });
    expect(again.getState().preferences).toMatchObject({ theme: 'dark', viewMode: 'compact' });
  });

  it('gives notifications the spec durations and keeps loading ones open', () => {
    const store = createPortalStore({ config: testPortalConfig() });
    store.dispatch(notify({ type: 'success', title: 'Saved', duration: 'short' }));
    store.dispatch(notify({ type: 'loading', title: 'Uploading' }));
    expect(store.getState().notifications.items.map((n) => n.duration)).toEqual([3000, null]);
  });

  it('replays the failed action of a notification until it is dismissed', () => {
    const store = createPortalStore({ config: testPortalConfig() });
    const retry = jest.fn();
    store.dispatch(notify({ type: 'error', title: 'Failed', onReplay: retry }));
    const [message] = store.getState().notifications.items;
    expect(message?.replay).toBe(true);

    replayNotification(message!.id);
    store.dispatch(notificationDismissed(message!.id));
    replayNotification(message!.id);

    expect(retry).toHaveBeenCalledTimes(1);
    expect(store.getState().notifications.items).toEqual([]);
  });
});
