import '@portal/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { defaultPedals } from '@portal/contracts/hotkeys/foot-pedal';
import { defaultHotkeys } from '@portal/contracts/hotkeys/rules';
import { json } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { savedTypistSettings } from '@portal/contracts/testing/typist-settings';
import { testUser } from '@portal/contracts/user/test-user';
import { HotkeySettings } from '../hotkey-settings/index.ts';
import { FakeHid, installFakeHid, vecInfinity } from './testing.ts';

let uninstall: () => void;
afterEach(() => uninstall());

/** The Hotkey settings as the editor opens them, in a browser with WebHID (`hid`). */
function openSettings(hid = new FakeHid()) {
  uninstall = installFakeHid(hid);
  const onClose = jest.fn();
  const { server } = renderRoutes(
    [{ path: '*', element: <HotkeySettings hotkeys={defaultHotkeys} onClose={onClose} /> }],
    {
      path: '/v3/editor?media=1',
      signedInAs: testUser(Role.TYPIST),
      handlers: (s) => {
        s.on('GET', '/v2/typist-settings', () =>
          json(200, { settingsPortal3: { windows: defaultHotkeys, footPedal: defaultPedals } }),
        );
        s.on('PUT', '/v2/typist-settings', () =>
          json(200, { settingsPortal3: { windows: defaultHotkeys, footPedal: defaultPedals } }),
        );
      },
    },
  );
  return { onClose, saved: () => savedTypistSettings(server) };
}

const pedalFor = (label: string) => screen.getByRole('combobox', { name: `Pedal for ${label}` });

it('connects the pedal chosen in the browser and names it', async () => {
  const hid = new FakeHid();
  hid.choose = [vecInfinity()];
  openSettings(hid);
  expect(await screen.findByText('None connected')).toHaveRole('status');

  await userEvent.click(screen.getByRole('button', { name: 'Connect a pedal' }));
  expect(await screen.findByText('Connected: VEC USB Footpedal')).toHaveRole('status');
});

it('names the pedal granted before, connected as the settings open', async () => {
  const hid = new FakeHid();
  hid.granted = [vecInfinity()];
  openSettings(hid);
  expect(await screen.findByText('Connected: VEC USB Footpedal')).toHaveRole('status');
});

it('refuses a pedal another action has, naming it, and saves only what differs', async () => {
  const { onClose, saved } = openSettings();
  await screen.findByText('None connected');
  expect(pedalFor('Play/pause')).toHaveValue('middle');

  await userEvent.selectOptions(pedalFor('Play/pause'), 'Left pedal');
  expect(screen.getByRole('alert')).toHaveTextContent('Left pedal is already used by Skip back');
  expect(pedalFor('Play/pause')).toHaveValue('middle');
  expect(pedalFor('Skip back')).toHaveValue('left');

  // Freed, the pedal can go to another action.
  await userEvent.selectOptions(pedalFor('Skip back'), 'None');
  await userEvent.selectOptions(pedalFor('Play/pause'), 'Left pedal');
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  await userEvent.selectOptions(pedalFor('Slower'), 'Middle pedal');

  await userEvent.click(screen.getByRole('button', { name: 'Save hotkeys' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(await saved()).toEqual([
    { windows: {}, footPedal: { playPause: 'left', skipBack: null, slower: 'middle' } },
  ]);
});

it('Reset to defaults puts the pedals back too', async () => {
  openSettings();
  await screen.findByText('None connected');
  await userEvent.selectOptions(pedalFor('Skip forward'), 'None');
  expect(pedalFor('Skip forward')).toHaveValue('none');

  await userEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
  expect(pedalFor('Skip forward')).toHaveValue('right');
});
