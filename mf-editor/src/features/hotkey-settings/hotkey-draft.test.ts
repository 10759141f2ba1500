import { defaultPedals } from '@portal/contracts/hotkeys/foot-pedal';
import { defaultHotkeys } from '@portal/contracts/hotkeys/rules';
import { rebind, rebindPedal } from './hotkey-draft.ts';

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

test('a pedal another action has is refused, naming that action; freed, it is free', () => {
  expect(rebindPedal(defaultPedals, 'faster', 'middle')).toEqual({
    ok: false,
    message: 'Middle pedal is already used by Play/pause',
  });
  const freed = rebindPedal(defaultPedals, 'playPause', null);
  if (!freed.ok) throw new Error(freed.message);
  expect(rebindPedal(freed.pedals, 'faster', 'middle')).toEqual({
    ok: true,
    pedals: { ...defaultPedals, playPause: null, faster: 'middle' },
  });
});
