import { STORAGE_KEYS } from '../../core/constants.ts';
import { testPortalConfig } from '../test/portal-config.ts';
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
