import { StateEffect, type EditorState } from '@codemirror/state';
import { cursorPlaceOf } from './cursor-place.ts';
import { speakersField } from './speakers.ts';
import { contentOf } from './transcript-doc.ts';
import { editorOptions } from './testing.ts';
import { transcriptExtensions, transcriptState } from './transcript-extensions.ts';

const content = {
  sections: [
    { id: 'a', start: 0, speaker: 'Anna', speakerId: 'anna', text: 'Good morning.' },
    { id: 'b', start: 4, speaker: 'Ben', speakerId: 'ben', text: 'Morning, Anna.' },
  ],
  speakers: [
    { id: 'anna', name: 'Anna' },
    { id: 'ben', name: 'Ben' },
  ],
};

const textAtCursor = (state: EditorState) =>
  state.sliceDoc(state.selection.main.head, state.selection.main.head + 6);

test('a new editor opens with the speakers and the cursor where the user left it', () => {
  const state = transcriptState(content, editorOptions, { section: 'b', offset: 9 });
  expect(state.field(speakersField)).toEqual(content.speakers);
  expect(textAtCursor(state)).toBe('Anna.');
  expect(cursorPlaceOf(state)).toEqual({ section: 'b', offset: 9 });
});

test('the cursor stays in its words when text before it changed, and falls back when its box is gone', () => {
  const edited = {
    ...content,
    sections: [{ ...content.sections[0]!, text: 'Good morning, everyone.' }, content.sections[1]!],
  };
  expect(textAtCursor(transcriptState(edited, editorOptions, { section: 'b', offset: 9 }))).toBe(
    'Anna.',
  );
  const short = transcriptState(content, editorOptions, { section: 'b', offset: 500 });
  expect(short.selection.main.head).toBe(short.doc.length);
  const gone = transcriptState(content, editorOptions, { section: 'zzz', offset: 3 });
  expect(textAtCursor(gone)).toBe('Good m');
});

test('reconfiguring the editor (new hotkeys) keeps its speakers', () => {
  const state = transcriptState(content, editorOptions);
  const hotkeys = {
    ...editorOptions.hotkeys,
    systemHotkeys: { ...editorOptions.hotkeys.systemHotkeys, save: 'f2' },
  };
  const next = state.update({
    effects: StateEffect.reconfigure.of(transcriptExtensions({ ...editorOptions, hotkeys })),
  }).state;
  expect(next.field(speakersField)).toEqual(content.speakers);
});

test("a split job's typist with nothing typed yet starts with one empty box at their range", () => {
  const state = transcriptState(
    { sections: [], speakers: [] },
    { ...editorOptions, range: { start: 600, end: 1200 } },
  );
  expect(contentOf(state, []).sections).toEqual([
    { id: expect.any(String), start: 600, speaker: '', speakerId: '', text: '' },
  ]);
});
