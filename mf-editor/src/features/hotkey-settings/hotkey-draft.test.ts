import { defaultHotkeys } from '@portal/contracts/hotkeys/rules';
import { rebind } from './hotkey-draft.ts';

test('an action takes a free combination', () => {
  const result = rebind(defaultHotkeys, 'systemHotkeys', 'speaker10', 'ctrl+alt+0');
  expect(result).toEqual({
    ok: true,
    hotkeys: expect.objectContaining({
      systemHotkeys: expect.objectContaining({ speaker10: 'ctrl+alt+0' }),
    }),
  });
});

test('a combination another action has is refused, naming that action', () => {
  expect(rebind(defaultHotkeys, 'mediaPlayerHotkeys', 'playPause', 'ctrl+i')).toEqual({
    ok: false,
    message: 'ctrl+i is already used by Inaudible',
  });
});

test('clearing a combination frees it for another action', () => {
  const cleared = rebind(defaultHotkeys, 'timecodeHotkeys', 'inaudible', null);
  if (!cleared.ok) throw new Error(cleared.message);
  expect(rebind(cleared.hotkeys, 'mediaPlayerHotkeys', 'playPause', 'ctrl+i').ok).toBe(true);
});
