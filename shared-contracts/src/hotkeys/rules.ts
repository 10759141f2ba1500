/**
 * The editor's hotkeys (staff spec sections 3 and 9): each action's default key combination, in
 * the three groups of the Hotkey settings, and the one notation of a combination that the
 * settings store, the API checks and the editor listens for.
 */

/** Speakers 1–9 have default keys; 10–20 may be bound by the user. */
export const SPEAKER_HOTKEYS = 20;
const BOUND_SPEAKERS = 9;

const speakerActions = Array.from({ length: SPEAKER_HOTKEYS }, (_, index) => `speaker${index + 1}`);

export const hotkeyGroups = ['mediaPlayerHotkeys', 'systemHotkeys', 'timecodeHotkeys'] as const;
export type HotkeyGroup = (typeof hotkeyGroups)[number];

/** A combination as stored: `ctrl+alt+t`, `f9`, `alt+left`; null when the action has none. */
export type HotkeyCombo = string | null;
export type HotkeyMap = Record<HotkeyGroup, Record<string, HotkeyCombo>>;

/** Staff spec section 9, "Editor default hotkeys". */
export const defaultHotkeys: HotkeyMap = {
  mediaPlayerHotkeys: {
    playPause: 'f9',
    skipBack: 'f7',
    skipForward: 'f8',
    faster: 'ctrl+g',
    slower: 'ctrl+b',
    normalSpeed: 'ctrl+d',
    // Issue 42: a speech-to-text draft's words have times to play from.
    seekToWord: 'ctrl+alt+w',
    playFromCursor: 'ctrl+alt+p',
  },
  systemHotkeys: {
    addSection: 'enter enter',
    save: 'ctrl+s',
    nextSection: 'alt+right',
    previousSection: 'alt+left',
    undo: 'ctrl+z',
    redo: 'ctrl+shift+z',
    findReplace: 'ctrl+f',
    ...Object.fromEntries(
      speakerActions.map((action, index) => [
        action,
        index < BOUND_SPEAKERS ? `ctrl+alt+${index + 1}` : null,
      ]),
    ),
  },
  timecodeHotkeys: {
    textboxTimecode: 'ctrl+alt+t',
    toggleQuestion: 'ctrl+alt+q',
    inaudible: 'ctrl+i',
    phoneticGuess: 'ctrl+p',
    missedWord: 'ctrl+m',
    talkingOver: 'ctrl+r',
    timecode: 'ctrl+t',
  },
};

/** What each action is called in the settings panel and in a conflict's message. */
export const hotkeyLabels: Record<string, string> = {
  playPause: 'Play/pause',
  skipBack: 'Skip back',
  skipForward: 'Skip forward',
  faster: 'Faster',
  slower: 'Slower',
  normalSpeed: 'Normal speed',
  seekToWord: 'Seek to the word at the cursor',
  playFromCursor: 'Play from the cursor',
  addSection: 'Add new editor',
  save: 'Save',
  nextSection: 'Next box',
  previousSection: 'Previous box',
  undo: 'Undo',
  redo: 'Redo',
  findReplace: 'Find and replace',
  ...Object.fromEntries(speakerActions.map((action, index) => [action, `Speaker ${index + 1}`])),
  textboxTimecode: 'Textbox time code',
  toggleQuestion: 'Toggle question',
  inaudible: 'Inaudible',
  phoneticGuess: 'Phonetic guess',
  missedWord: 'Missed word',
  talkingOver: 'Talking over',
  timecode: 'Timecode',
};

const modifiers = ['ctrl', 'alt', 'shift', 'meta'] as const;
const namedKeys = [
  'enter',
  'space',
  'tab',
  'escape',
  'backspace',
  'delete',
  'insert',
  'home',
  'end',
  'pageup',
  'pagedown',
  'left',
  'right',
  'up',
  'down',
  ...Array.from({ length: 12 }, (_, index) => `f${index + 1}`),
];
const isKey = (key: string) =>
  /^[a-z0-9]$/.test(key) || /^[`\-=[\];',./\\]$/.test(key) || namedKeys.includes(key);
// Typing needs these keys bare: only the function keys work without a modifier.
const worksAlone = (key: string) => /^f\d+$/.test(key);
/** Enter pressed twice adds a box (section 9): the one sequence of two presses. */
const ENTER_TWICE = 'enter enter';

/**
 * A combination in the stored notation — modifiers in the order ctrl, alt, shift, meta, then one
 * key, lower case — or undefined when `text` is none: an unknown key, a repeated or lone
 * modifier, or a letter or digit without a modifier (it would stop that character being typed).
 */
export function normalizeHotkey(text: string): string | undefined {
  const compact = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (compact === ENTER_TWICE) return ENTER_TWICE;
  const parts = compact.split('+').map((part) => part.trim());
  const key = parts.pop() ?? '';
  const held = new Set(parts);
  if (held.size !== parts.length || !parts.every((part) => modifiers.includes(part as never)))
    return undefined;
  if (!isKey(key) || (held.size === 0 && !worksAlone(key))) return undefined;
  return [...modifiers.filter((modifier) => held.has(modifier)), key].join('+');
}

export const hotkeyActions = (group: HotkeyGroup): string[] => Object.keys(defaultHotkeys[group]);

/** The user's keys over the defaults: an action they left out keeps its default. */
export function withDefaults(overrides: Partial<Record<HotkeyGroup, Record<string, HotkeyCombo>>>) {
  return Object.fromEntries(
    hotkeyGroups.map((group) => [group, { ...defaultHotkeys[group], ...overrides[group] }]),
  ) as HotkeyMap;
}

/** Only what differs from the defaults, so a later change of a default reaches every user. */
export function overridesOf(hotkeys: HotkeyMap): Partial<HotkeyMap> {
  const differing = hotkeyGroups.map((group) => {
    const changed = Object.entries(hotkeys[group]).filter(
      ([action, combo]) => defaultHotkeys[group][action] !== combo,
    );
    return [group, Object.fromEntries(changed)] as const;
  });
  return Object.fromEntries(differing.filter(([, changed]) => Object.keys(changed).length > 0));
}

export interface HotkeyConflict {
  group: HotkeyGroup;
  action: string;
  combo: string;
  /** The action that has the combination already. */
  takenBy: string;
}

/** An action bound to a key combination or a pedal; a default binding is the spec's. */
export interface Binding {
  action: string;
  to: string | null;
  isDefault: boolean;
}

/**
 * Every binding to what another action has already, with that action. An action keeping its
 * default owns what it is bound to, so the binding a user moved onto it is named as the conflict.
 * Hotkeys and the foot pedal's bindings follow this one rule.
 */
export function takenBindings<B extends Binding>(
  bindings: B[],
): { binding: B & { to: NonNullable<B['to']> }; takenBy: B['action'] }[] {
  const owners = new Map<string, B['action']>();
  const taken: { binding: B & { to: NonNullable<B['to']> }; takenBy: B['action'] }[] = [];
  for (const binding of [
    ...bindings.filter(({ isDefault }) => isDefault),
    ...bindings.filter(({ isDefault }) => !isDefault),
  ]) {
    const { action, to } = binding;
    if (to === null) continue;
    const takenBy = owners.get(to);
    if (takenBy) taken.push({ binding: binding as B & { to: NonNullable<B['to']> }, takenBy });
    else owners.set(to, action);
  }
  return taken;
}

/** Every action given a combination another action has already (see takenBindings). */
export function hotkeyConflicts(hotkeys: HotkeyMap): HotkeyConflict[] {
  const bindings = hotkeyGroups.flatMap((group) =>
    Object.entries(hotkeys[group]).map(([action, combo]) => ({
      group,
      action,
      to: combo,
      isDefault: defaultHotkeys[group][action] === combo,
    })),
  );
  return takenBindings(bindings).map(({ binding, takenBy }) => ({
    group: binding.group,
    action: binding.action,
    combo: binding.to,
    takenBy,
  }));
}
