/**
 * The foot pedal's part of the Hotkey settings (issue 42): which pedal of a USB transcription
 * pedal does which of the media player's actions. A pedal does at most one action, by the rule
 * hotkeys follow (takenBindings).
 */
import { takenBindings } from './rules.ts';

/** The pedals, left to right (on an Olympus pedal: rewind, play, fast forward). */
export const pedals = ['left', 'middle', 'right'] as const;
export type Pedal = (typeof pedals)[number];

export const pedalLabels: Record<Pedal, string> = {
  left: 'Left pedal',
  middle: 'Middle pedal',
  right: 'Right pedal',
};

/** The media player's actions a pedal may do: the media player hotkeys' own. */
export const pedalActions = [
  'playPause',
  'skipBack',
  'skipForward',
  'faster',
  'slower',
  'normalSpeed',
] as const;
export type PedalAction = (typeof pedalActions)[number];

/** Each action's pedal; null when no pedal does it. */
export type PedalMap = Record<PedalAction, Pedal | null>;

/** Rewind on the left, play/pause in the middle, forward on the right, as transcription pedals are marked. */
export const defaultPedals: PedalMap = {
  playPause: 'middle',
  skipBack: 'left',
  skipForward: 'right',
  faster: null,
  slower: null,
  normalSpeed: null,
};

/** The user's pedals over the defaults: an action they left out keeps its default. */
export const pedalsWithDefaults = (overrides: Partial<PedalMap> = {}): PedalMap => ({
  ...defaultPedals,
  ...overrides,
});

/** Only what differs from the defaults, so a later change of a default reaches every user. */
export function pedalOverridesOf(map: PedalMap): Partial<PedalMap> {
  return Object.fromEntries(
    pedalActions
      .filter((action) => map[action] !== defaultPedals[action])
      .map((action) => [action, map[action]]),
  );
}

export interface PedalConflict {
  action: PedalAction;
  pedal: Pedal;
  /** The action that has the pedal already. */
  takenBy: PedalAction;
}

/** Every action given a pedal another action has already. */
export function pedalConflicts(map: PedalMap): PedalConflict[] {
  const bindings = pedalActions.map((action) => ({
    action,
    to: map[action],
    isDefault: defaultPedals[action] === map[action],
  }));
  return takenBindings(bindings).map(({ binding, takenBy }) => ({
    action: binding.action,
    pedal: binding.to,
    takenBy,
  }));
}

/** The action `pedal` does, if any. */
export const actionOfPedal = (map: PedalMap, pedal: Pedal): PedalAction | undefined =>
  pedalActions.find((action) => map[action] === pedal);
