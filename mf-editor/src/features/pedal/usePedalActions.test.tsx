import '@portal/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { Role } from '@portal/contracts';
import { defaultPedals, type PedalMap } from '@portal/contracts/hotkeys/foot-pedal';
import { defaultHotkeys } from '@portal/contracts/hotkeys/rules';
import { json } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { useGetTypistSettingsQuery } from '@portal/contracts/typist-settings/client';
import { testUser } from '@portal/contracts/user/test-user';
import { usePedalActions, type PedalPlayer } from './usePedalActions.ts';
import { FakeHid, installFakeHid, vecInfinity } from './testing.ts';

let uninstall: (() => void) | undefined;
afterEach(() => uninstall?.());

/** A page with a player (what the editor's hotkeys call) and the user's pedal settings. */
function renderPlayer(footPedal: PedalMap = defaultPedals) {
  const player: PedalPlayer = { playPause: jest.fn(), skip: jest.fn(), changeSpeed: jest.fn() };
  function Page() {
    usePedalActions(player);
    const settings = useGetTypistSettingsQuery();
    return <p>{settings.data ? 'Editor with your settings' : 'Editor'}</p>;
  }
  renderRoutes([{ path: '*', element: <Page /> }], {
    path: '/v3/editor?media=1',
    signedInAs: testUser(Role.TYPIST),
    handlers: (server) =>
      server.on('GET', '/v2/typist-settings', () =>
        json(200, { settingsPortal3: { windows: defaultHotkeys, footPedal } }),
      ),
  });
  return player;
}

test("a granted pedal is opened on load: left, middle and right do the player's hotkeys' actions", async () => {
  const hid = new FakeHid();
  const pedal = vecInfinity();
  hid.granted = [pedal];
  uninstall = installFakeHid(hid);
  const player = renderPlayer();
  await waitFor(() => expect(pedal.opened).toBe(true));

  pedal.send([0x02, 0x00]);
  expect(player.playPause).toHaveBeenCalledTimes(1);
  pedal.send([0x00, 0x00]);
  pedal.send([0x01, 0x00]);
  expect(player.skip).toHaveBeenLastCalledWith(-1);
  pedal.send([0x05, 0x00]); // right pressed, left still held: one new press
  expect(player.skip).toHaveBeenLastCalledWith(1);
  expect(player.skip).toHaveBeenCalledTimes(2);
});

test("the user's own pedals: each press does the action it was given", async () => {
  const hid = new FakeHid();
  const pedal = vecInfinity();
  hid.granted = [pedal];
  uninstall = installFakeHid(hid);
  const player = renderPlayer({ ...defaultPedals, skipBack: null, faster: 'left' });
  await screen.findByText('Editor with your settings');
  await waitFor(() => expect(pedal.opened).toBe(true));

  pedal.send([0x01, 0x00]);
  expect(player.changeSpeed).toHaveBeenCalledWith('faster');
  expect(player.skip).not.toHaveBeenCalled();
});

test('with no pedal granted, a pedal plugged in later is opened then', async () => {
  const hid = new FakeHid();
  uninstall = installFakeHid(hid);
  const player = renderPlayer();
  await screen.findByText('Editor with your settings');
  const pedal = vecInfinity();
  hid.plugIn(pedal);
  await waitFor(() => expect(pedal.opened).toBe(true));

  pedal.send([0x02, 0x00]);
  expect(player.playPause).toHaveBeenCalledTimes(1);
});

test('a browser without WebHID has the editor as ever', async () => {
  const player = renderPlayer();
  expect(await screen.findByText('Editor with your settings')).toBeVisible();
  expect(player.playPause).not.toHaveBeenCalled();
});
