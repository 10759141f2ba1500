import { normalizeHotkey } from '@portal/contracts/hotkeys/rules';

const keyNames: Record<string, string> = {
  enter: 'Enter',
  space: 'Space',
  tab: 'Tab',
  escape: 'Escape',
  backspace: 'Backspace',
  delete: 'Delete',
  insert: 'Insert',
  home: 'Home',
  end: 'End',
  pageup: 'PageUp',
  pagedown: 'PageDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
  up: 'ArrowUp',
  down: 'ArrowDown',
};
const modifierNames: Record<string, string> = {
  ctrl: 'Ctrl',
  alt: 'Alt',
  shift: 'Shift',
  meta: 'Meta',
};

/** A stored combination (`ctrl+alt+t`) as CodeMirror's key name (`Ctrl-Alt-t`). */
export function keyNameOf(combo: string): string {
  const parts = combo.split('+');
  const key = parts.pop()!;
  const name = keyNames[key] ?? (/^f\d+$/.test(key) ? key.toUpperCase() : key);
  return [...parts.map((modifier) => modifierNames[modifier]), name].join('-');
}

const eventKeys: Record<string, string> = Object.fromEntries(
  Object.entries(keyNames).map(([combo, name]) => [name.toLowerCase(), combo]),
);

/** The key itself, whatever shift or alt made of its character. */
function baseKey(event: Pick<KeyboardEvent, 'key' | 'code'>): string {
  const code = /^(?:Key([A-Z])|Digit(\d))$/.exec(event.code);
  if (code) return (code[1] ?? code[2]!).toLowerCase();
  const key = event.key.toLowerCase();
  if (key === ' ') return 'space';
  return eventKeys[key] ?? key.replace(/^arrow/, '');
}

/** The combination a key press makes, in the stored notation; undefined when it makes none. */
export function comboOfEvent(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey'>,
): string | undefined {
  if (['Control', 'Alt', 'Shift', 'Meta'].includes(event.key)) return undefined;
  const held = [
    event.ctrlKey && 'ctrl',
    event.altKey && 'alt',
    event.shiftKey && 'shift',
    event.metaKey && 'meta',
  ].filter(Boolean);
  return normalizeHotkey([...held, baseKey(event)].join('+'));
}
