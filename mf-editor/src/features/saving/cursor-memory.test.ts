import { rememberCursor, rememberedCursor } from './cursor-memory.ts';

afterEach(() => localStorage.clear());

test('the cursor is remembered per user, media and kind', () => {
  rememberCursor('7:4:default', { section: 'b', offset: 9 });
  expect(rememberedCursor('7:4:default')).toEqual({ section: 'b', offset: 9 });
  expect(rememberedCursor('8:4:default')).toBeUndefined();
});

test('a damaged entry is not a place', () => {
  localStorage.setItem('portal-editor-cursor:7:4:default', '{"section":3}');
  expect(rememberedCursor('7:4:default')).toBeUndefined();
  localStorage.setItem('portal-editor-cursor:7:4:default', 'not json');
  expect(rememberedCursor('7:4:default')).toBeUndefined();
});
