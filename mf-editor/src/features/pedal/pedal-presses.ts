import type { Pedal } from '@portal/contracts/hotkeys/foot-pedal';

type Listener = (pedal: Pedal) => void;

const listeners = new Set<Listener>();

/**
 * Where a connected pedal's presses go, whichever part of the page connected it (the editor on
 * load, or the Hotkey settings): the editor listens here without loading the pedal code.
 */
export function onPedalPress(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pedalPressed(pedal: Pedal) {
  for (const listener of listeners) listener(pedal);
}
