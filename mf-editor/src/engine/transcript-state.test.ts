import { StateEffect } from '@codemirror/state';
import { speakersField } from './speakers.ts';
import { editorOptions } from './testing.ts';
import { transcriptExtensions, transcriptState } from './transcript-extensions.ts';

const content = {
  sections: [{ id: 'a', start: 0, speaker: 'Anna', text: 'Good morning.' }],
  speakers: [{ id: 'anna', name: 'Anna' }],
};

test('a new editor opens with the speakers and the cursor where the user left it', () => {
  const state = transcriptState(content, editorOptions, 5);
  expect(state.field(speakersField)).toEqual(content.speakers);
  expect(state.selection.main.head).toBe(5);
  expect(transcriptState(content, editorOptions, 10_000).selection.main.head).toBe(
    state.doc.length,
  );
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
