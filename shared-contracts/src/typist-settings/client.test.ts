import { waitFor } from '@testing-library/react';
import { defaultPedals } from '../hotkeys/foot-pedal.ts';
import { defaultHotkeys } from '../hotkeys/rules.ts';
import { json, startFakeServer, type FakeServer } from '../testing/fake-server.ts';
import { signedInTestStore } from '../testing/signed-in-store.ts';
import { typistSettingsApi } from './client.ts';

let server: FakeServer;
beforeEach(() => {
  server = startFakeServer();
});
afterEach(() => server.restore());

const { endpoints } = typistSettingsApi;
const settings = { settingsPortal3: { windows: defaultHotkeys, footPedal: defaultPedals } };

describe('typist settings endpoints', () => {
  it('send the hotkeys as JSON text, as they are named, and read the settings again', async () => {
    let reads = 0;
    server.on('GET', '/v2/typist-settings', () => {
      reads += 1;
      return json(200, settings);
    });
    server.on('PUT', '/v2/typist-settings', () => json(200, settings));
    const store = signedInTestStore();
    const open = store.dispatch(endpoints.getTypistSettings.initiate());
    expect((await open).data?.settingsPortal3.windows.systemHotkeys.save).toBe('ctrl+s');

    const hotkeys = { windows: { mediaPlayerHotkeys: { playPause: 'ctrl+space' } } };
    await store.dispatch(endpoints.saveTypistSettings.initiate({ settingsPortal3: hotkeys }));
    const body = await server.requests.find((r) => r.method === 'PUT')!.text();
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({
      settings_portal3: JSON.stringify(hotkeys),
    });
    await waitFor(() => expect(reads).toBe(2));
    open.unsubscribe();
  });

  it('keep the settings shown when a binding is refused', async () => {
    let reads = 0;
    server.on('GET', '/v2/typist-settings', () => {
      reads += 1;
      return json(200, settings);
    });
    server.on('PUT', '/v2/typist-settings', () =>
      json(422, [
        {
          field: 'settings_portal3[windows][systemHotkeys][speaker12]',
          message: 'ctrl+s is already used by Save',
        },
      ]),
    );
    const store = signedInTestStore();
    const open = store.dispatch(endpoints.getTypistSettings.initiate());
    await open;
    const shown = endpoints.getTypistSettings.select()(store.getState()).requestId;
    const refused = await store.dispatch(
      endpoints.saveTypistSettings.initiate({
        settingsPortal3: { windows: { systemHotkeys: { speaker12: 'ctrl+s' } } },
      }),
    );
    expect(refused.error).toMatchObject({
      status: 422,
      items: [{ message: 'ctrl+s is already used by Save' }],
    });
    // Invalidated settings would start their refetch as the refusal is dispatched.
    expect(endpoints.getTypistSettings.select()(store.getState()).requestId).toBe(shown);
    expect(reads).toBe(1);
    open.unsubscribe();
  });
});
