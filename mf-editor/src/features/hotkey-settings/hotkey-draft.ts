import {
  defaultHotkeys,
  hotkeyLabels,
  type HotkeyGroup,
  type HotkeyMap,
} from '@portal/contracts/hotkeys/rules';
import {
  defaultPedals,
  pedalActions,
  pedalLabels,
  type Pedal,
  type PedalAction,
  type PedalMap,
} from '@portal/contracts/hotkeys/foot-pedal';
import { hotkeyTexts } from '@portal/contracts/hotkeys/texts';

export type Rebinding =
  | { ok: true; hotkeys: HotkeyMap }
  | {
      ok: false;
      /** Why not: the combination is another action's already. */
      message: string;
    };

/** `action` given `combo` (null: none), unless another action has it: that one is named. */
export function rebind(
  hotkeys: HotkeyMap,
  group: HotkeyGroup,
  action: string,
  combo: string | null,
): Rebinding {
  const next = { ...hotkeys, [group]: { ...hotkeys[group], [action]: combo } };
  const owner = Object.values(hotkeys)
    .flatMap((actions) => Object.entries(actions))
    .find(([other, taken]) => taken === combo && other !== action);
  return owner && combo
    ? { ok: false, message: hotkeyTexts.taken(combo, hotkeyLabels[owner[0]] ?? owner[0]) }
    : { ok: true, hotkeys: next };
}

export const resetHotkeys = (): HotkeyMap => structuredClone(defaultHotkeys);

export type PedalRebinding =
  | { ok: true; pedals: PedalMap }
  | {
      ok: false;
      /** Why not: the pedal is another action's already. */
      message: string;
    };

/** `action` given `pedal` (null: none), unless another action has it: that one is named. */
export function rebindPedal(
  pedals: PedalMap,
  action: PedalAction,
  pedal: Pedal | null,
): PedalRebinding {
  const owner = pedalActions.find((other) => other !== action && pedals[other] === pedal);
  return owner && pedal
    ? { ok: false, message: hotkeyTexts.taken(pedalLabels[pedal], hotkeyLabels[owner]!) }
    : { ok: true, pedals: { ...pedals, [action]: pedal } };
}

export const resetPedals = (): PedalMap => ({ ...defaultPedals });
