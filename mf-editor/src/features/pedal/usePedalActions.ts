import { useEffect, useRef } from 'react';
import {
  actionOfPedal,
  defaultPedals,
  type PedalAction,
} from '@portal/contracts/hotkeys/foot-pedal';
import { useGetTypistSettingsQuery } from '@portal/contracts/typist-settings/client';
import { onPedalPress } from './pedal-presses.ts';
import { webHid } from './webhid.ts';

/** What the pedals do to the media player: what its hotkeys call. */
export interface PedalPlayer {
  playPause(): void;
  skip(direction: 1 | -1): void;
  changeSpeed(change: 'faster' | 'slower' | 'normal'): void;
}

const actions: Record<PedalAction, (player: PedalPlayer) => void> = {
  playPause: (player) => player.playPause(),
  skipBack: (player) => player.skip(-1),
  skipForward: (player) => player.skip(1),
  faster: (player) => player.changeSpeed('faster'),
  slower: (player) => player.changeSpeed('slower'),
  normalSpeed: (player) => player.changeSpeed('normal'),
};

/**
 * A press of a foot pedal runs the player action the user bound it to (Hotkey settings, Foot
 * pedal). The pedal code is fetched only when this browser was granted a pedal before, or one is
 * plugged in: the editor's first load does without it. A pedal held down is one press (holding
 * to rewind or play is not read yet).
 */
export function usePedalActions(player: PedalPlayer | undefined) {
  const hasPlayer = player !== undefined;
  const settings = useGetTypistSettingsQuery(undefined, { skip: !hasPlayer });
  const bindings = settings.data?.settingsPortal3.footPedal ?? defaultPedals;
  const current = useRef({ player, bindings });
  useEffect(() => {
    current.current = { player, bindings };
  });

  useEffect(() => {
    if (!hasPlayer) return;
    const stopListening = onPedalPress((pedal) => {
      const { player, bindings } = current.current;
      const action = actionOfPedal(bindings, pedal);
      if (player && action) actions[action](player);
    });
    const hid = webHid();
    if (!hid) return stopListening;
    const connect = () =>
      void import('./pedal-connection.ts').then(({ pedalConnection }) =>
        pedalConnection(hid).start(),
      );
    void hid.getDevices().then((granted) => granted.length > 0 && connect());
    hid.addEventListener('connect', connect);
    return () => {
      stopListening();
      hid.removeEventListener('connect', connect);
    };
  }, [hasPlayer]);
}
