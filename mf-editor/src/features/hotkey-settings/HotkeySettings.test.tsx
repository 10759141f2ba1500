import '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Role } from '@portal/contracts';
import { defaultPedals } from '@portal/contracts/hotkeys/foot-pedal';
import { defaultHotkeys, withDefaults, type HotkeyMap } from '@portal/contracts/hotkeys/rules';
import { hotkeyTexts } from '@portal/contracts/hotkeys/texts';
import { json, type Handler } from '@portal/contracts/testing/fake-server';
import { renderRoutes } from '@portal/contracts/testing/render-routes';
import { savedTypistSettings } from '@portal/contracts/testing/typist-settings';
import { testUser } from '@portal/contracts/user/test-user';
import { HotkeySettings } from './HotkeySettings.tsx';

/** The dialog as the editor opens it over `hotkeys`, for a typist; PUT answered by `save`. */
function openSettings(save: Handler, hotkeys: HotkeyMap = defaultHotkeys) {
  const onClose = jest.fn();
  const { server } = renderRoutes(
    [{ path: '*', element: <HotkeySettings hotkeys={hotkeys} onClose={onClose} /> }],
    {
      path: '/v3/editor?media=1',
      signedInAs: testUser(Role.TYPIST),
      handlers: (s) => s.on('PUT', '/v2/typist-settings', save),
    },
  );
  return { onClose, saved: () => savedTypistSettings(server) };
}

const savedAs =
  (hotkeys: HotkeyMap, footPedal = defaultPedals) =>
  () =>
    json(200, { settingsPortal3: { windows: hotkeys, footPedal } });

const dialog = () => screen.findByRole('dialog', { name: 'Hotkey settings' });
/** The combination the dialog shows for the action labelled `label`. */
const comboOf = (label: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${label} `) })).getByText(/./, {
    selector: 'kbd',
  });

async function change(label: string, keys: string) {
  await userEvent.click(screen.getByRole('button', { name: `Change ${label}` }));
  expect(comboOf(label)).toHaveTextContent('Press keys…');
  await userEvent.keyboard(keys);
}

it('gives an action the combination pressed, and saves only what differs from the defaults', async () => {
  const chosen = withDefaults({ mediaPlayerHotkeys: { playPause: 'ctrl+space' } });
  const { onClose, saved } = openSettings(savedAs(chosen));
  await dialog();
  expect(comboOf('Play/pause')).toHaveTextContent('f9');

  await change('Play/pause', '{Control>} {/Control}');
  expect(comboOf('Play/pause')).toHaveTextContent('ctrl+space');
  await userEvent.click(screen.getByRole('button', { name: 'Save hotkeys' }));

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(await saved()).toEqual([
    { windows: { mediaPlayerHotkeys: { playPause: 'ctrl+space' } }, footPedal: {} },
  ]);
});

it('refuses a combination another action has, naming that action, and keeps both as they were', async () => {
  const { saved } = openSettings(savedAs(defaultHotkeys));
  await dialog();

  await change('Play/pause', '{Control>}i{/Control}');
  expect(screen.getByRole('alert')).toHaveTextContent('ctrl+i is already used by Inaudible');
  expect(comboOf('Play/pause')).toHaveTextContent('f9');
  expect(comboOf('Inaudible')).toHaveTextContent('ctrl+i');

  // Cleared, the combination is free for another action.
  await userEvent.click(screen.getByRole('button', { name: 'Clear Inaudible' }));
  expect(comboOf('Inaudible')).toHaveTextContent('None');
  await change('Play/pause', '{Control>}i{/Control}');
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  expect(comboOf('Play/pause')).toHaveTextContent('ctrl+i');

  await userEvent.click(screen.getByRole('button', { name: 'Save hotkeys' }));
  expect(await saved()).toEqual([
    {
      windows: {
        mediaPlayerHotkeys: { playPause: 'ctrl+i' },
        timecodeHotkeys: { inaudible: null },
      },
      footPedal: {},
    },
  ]);
});

it('asks for a modifier with a bare letter; Escape stops listening, and only a second one closes', async () => {
  const { onClose } = openSettings(savedAs(defaultHotkeys));
  await dialog();

  await change('Speaker 10', 'q');
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Press a modifier (ctrl, alt, shift or meta) with one key, or a function key alone',
  );
  expect(comboOf('Speaker 10')).toHaveTextContent('Press keys…');

  await userEvent.keyboard('{Escape}');
  expect(comboOf('Speaker 10')).toHaveTextContent('None');
  expect(onClose).not.toHaveBeenCalled();
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalled();
});

it('Reset to defaults puts back every combination the user changed', async () => {
  const mine = withDefaults({ mediaPlayerHotkeys: { playPause: 'f2' } });
  openSettings(savedAs(mine), mine);
  await dialog();
  expect(comboOf('Play/pause')).toHaveTextContent('f2');

  await userEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
  expect(comboOf('Play/pause')).toHaveTextContent('f9');
});

it("shows the server's refusal and stays open", async () => {
  // Another window of the editor gave f2 to Save meanwhile.
  const { onClose } = openSettings(() =>
    json(422, [
      {
        field: 'settings_portal3[windows][mediaPlayerHotkeys][playPause]',
        message: hotkeyTexts.taken('f2', 'Save'),
      },
    ]),
  );
  await dialog();
  await change('Play/pause', '{F2}');
  await userEvent.click(screen.getByRole('button', { name: 'Save hotkeys' }));

  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('f2 is already used by Save'),
  );
  expect(screen.getByRole('button', { name: 'Save hotkeys' })).toBeEnabled();
  expect(onClose).not.toHaveBeenCalled();
});

it('says where foot pedals cannot be connected, and that pedals typing keys use the hotkeys', async () => {
  // jsdom, as Firefox and Safari, has no WebHID.
  openSettings(savedAs(defaultHotkeys));
  await dialog();
  expect(
    await screen.findByText(
      'Foot pedals cannot be connected in this browser. A pedal that types keys works through the hotkeys above.',
    ),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Connect a pedal' })).not.toBeInTheDocument();
});

it('play from the cursor is a media player hotkey of its own, under the same conflict rules', async () => {
  const chosen = withDefaults({ mediaPlayerHotkeys: { playFromCursor: 'f4' } });
  const { saved } = openSettings(savedAs(chosen));
  await dialog();
  expect(comboOf('Play from the cursor')).toHaveTextContent('ctrl+alt+p');
  expect(comboOf('Seek to the word at the cursor')).toHaveTextContent('ctrl+alt+w');

  await change('Play from the cursor', '{F9}');
  expect(screen.getByRole('alert')).toHaveTextContent('f9 is already used by Play/pause');
  expect(comboOf('Play from the cursor')).toHaveTextContent('ctrl+alt+p');
  await change('Play from the cursor', '{F4}');
  await userEvent.click(screen.getByRole('button', { name: 'Save hotkeys' }));
  expect(await saved()).toEqual([
    { windows: { mediaPlayerHotkeys: { playFromCursor: 'f4' } }, footPedal: {} },
  ]);
});
