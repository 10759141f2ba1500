import {
  defaultHotkeys,
  hotkeyConflicts,
  normalizeHotkey,
  overridesOf,
  withDefaults,
} from './rules.ts';
import { saveTypistSettingsSchema } from '../typist-settings/schema.ts';

describe('hotkey notation', () => {
  it.each([
    ['Ctrl+Alt+T', 'ctrl+alt+t'],
    ['shift + ctrl + z', 'ctrl+shift+z'],
    ['F9', 'f9'],
    ['alt+Left', 'alt+left'],
    ['meta+alt+ctrl+1', 'ctrl+alt+meta+1'],
    ['Enter  Enter', 'enter enter'],
  ])('writes %s as %s', (typed, stored) => {
    expect(normalizeHotkey(typed)).toBe(stored);
  });

  it.each(['q', '1', 'ctrl', 'ctrl+ctrl+a', 'hyper+a', 'ctrl+nokey', 'ctrl+a+b', ''])(
    'refuses %j',
    (typed) => {
      expect(normalizeHotkey(typed)).toBeUndefined();
    },
  );
});

describe('hotkey settings', () => {
  it('has the spec defaults, speakers 10 to 20 unbound, and no conflict among them', () => {
    expect(defaultHotkeys.mediaPlayerHotkeys.playPause).toBe('f9');
    expect(defaultHotkeys.systemHotkeys.speaker9).toBe('ctrl+alt+9');
    expect(defaultHotkeys.systemHotkeys.speaker10).toBeNull();
    expect(defaultHotkeys.systemHotkeys.speaker20).toBeNull();
    expect(defaultHotkeys.timecodeHotkeys.timecode).toBe('ctrl+t');
    expect(defaultHotkeys.mediaPlayerHotkeys.playFromCursor).toBe('ctrl+alt+p');
    expect(hotkeyConflicts(defaultHotkeys)).toEqual([]);
  });

  it('keeps only what differs from the defaults, and gives the defaults back for the rest', () => {
    const mine = withDefaults({ mediaPlayerHotkeys: { playPause: 'ctrl+space' } });
    expect(overridesOf(mine)).toEqual({ mediaPlayerHotkeys: { playPause: 'ctrl+space' } });
    expect(mine.mediaPlayerHotkeys.skipBack).toBe('f7');
    expect(overridesOf(defaultHotkeys)).toEqual({});
  });

  it('names the action a user moved onto a combination another action keeps', () => {
    const settings = withDefaults({ systemHotkeys: { speaker10: 'ctrl+i' } });
    expect(hotkeyConflicts(settings)).toEqual([
      { group: 'systemHotkeys', action: 'speaker10', combo: 'ctrl+i', takenBy: 'inaudible' },
    ]);
  });

  const issues = (settings: unknown) => {
    const parsed = saveTypistSettingsSchema.safeParse({ settings_portal3: settings });
    return parsed.success
      ? []
      : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('reads the settings as JSON text, in the stored notation', () => {
    const parsed = saveTypistSettingsSchema.parse({
      settings_portal3: JSON.stringify({ windows: { systemHotkeys: { speaker10: 'Ctrl+Alt+0' } } }),
    });
    expect(parsed.settings_portal3.windows).toEqual({ systemHotkeys: { speaker10: 'ctrl+alt+0' } });
  });

  it('refuses unknown actions, malformed keys and taken keys, each named', () => {
    expect(issues({ windows: { systemHotkeys: { fly: 'ctrl+y' } } })).toEqual([
      ['settings_portal3.windows.systemHotkeys', 'Unknown hotkey setting: fly'],
    ]);
    expect(issues({ windows: { mediaPlayerHotkeys: { playPause: 'q' } } })).toEqual([
      [
        'settings_portal3.windows.mediaPlayerHotkeys.playPause',
        'Not a key combination: use ctrl, alt, shift or meta with one key, such as ctrl+alt+t, or a function key alone',
      ],
    ]);
    expect(issues({ windows: { mediaPlayerHotkeys: { faster: 'ctrl+s' } } })).toEqual([
      ['settings_portal3.windows.mediaPlayerHotkeys.faster', 'ctrl+s is already used by Save'],
    ]);
    expect(issues('{not json')).toEqual([['settings_portal3', 'Must be JSON']]);
  });
});
