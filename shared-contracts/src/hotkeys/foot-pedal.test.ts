import {
  actionOfPedal,
  defaultPedals,
  pedalConflicts,
  pedalOverridesOf,
  pedalsWithDefaults,
} from './foot-pedal.ts';
import { saveTypistSettingsSchema } from '../typist-settings/schema.ts';

describe('foot pedal settings', () => {
  it('rewind on the left, play/pause in the middle, forward on the right, and no conflict', () => {
    expect(actionOfPedal(defaultPedals, 'left')).toBe('skipBack');
    expect(actionOfPedal(defaultPedals, 'middle')).toBe('playPause');
    expect(actionOfPedal(defaultPedals, 'right')).toBe('skipForward');
    expect(pedalConflicts(defaultPedals)).toEqual([]);
  });

  it('keeps only what differs from the defaults', () => {
    const mine = pedalsWithDefaults({ skipBack: null, slower: 'left' });
    expect(pedalOverridesOf(mine)).toEqual({ skipBack: null, slower: 'left' });
    expect(actionOfPedal(mine, 'left')).toBe('slower');
    expect(pedalOverridesOf(defaultPedals)).toEqual({});
  });

  it('names the action a user moved onto a pedal another action keeps', () => {
    expect(pedalConflicts(pedalsWithDefaults({ faster: 'middle' }))).toEqual([
      { action: 'faster', pedal: 'middle', takenBy: 'playPause' },
    ]);
  });

  const issues = (settings: unknown) => {
    const parsed = saveTypistSettingsSchema.safeParse({ settings_portal3: settings });
    return parsed.success
      ? []
      : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('is saved beside the hotkeys, and refuses unknown actions and pedals, and a taken pedal', () => {
    const settings = { windows: {}, footPedal: { playPause: 'left', skipBack: null } };
    expect(issues(settings)).toEqual([]);
    expect(issues({ windows: {}, footPedal: { save: 'left' } })).toEqual([
      ['settings_portal3.footPedal', 'Unknown hotkey setting: save'],
    ]);
    expect(issues({ windows: {}, footPedal: { playPause: 'top' } })).toEqual([
      ['settings_portal3.footPedal.playPause', 'Not a pedal: use left, middle or right'],
    ]);
    expect(issues({ windows: {}, footPedal: { playPause: 'left' } })).toEqual([
      ['settings_portal3.footPedal.playPause', 'Left pedal is already used by Skip back'],
    ]);
  });
});
