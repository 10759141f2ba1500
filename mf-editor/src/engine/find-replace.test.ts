import { undo } from '@codemirror/commands';
import { findMatches, replaceAll, replaceMatch, speakerMatches } from './find-replace.ts';
import { speakersField } from './speakers.ts';
import {
  applyCommand,
  applySpec,
  contentIn,
  editorState,
  smithsMeeting as meeting,
} from './testing.ts';

const smith = { search: 'Smith', caseSensitive: false };

test('finds in the text, not in box headers, with or without case', () => {
  const state = editorState(meeting);
  expect(findMatches(state, smith)).toHaveLength(3);
  expect(findMatches(state, { ...smith, caseSensitive: true })).toHaveLength(2);
  expect(speakerMatches(state, smith).map((speaker) => speaker.name)).toEqual(['Dr Smith']);
  expect(findMatches(state, { search: '', caseSensitive: false })).toEqual([]);
});

test('replaces one match', () => {
  const state = editorState(meeting);
  const [first] = findMatches(state, smith);
  const replaced = applySpec(state, replaceMatch(first!, 'Jones'));
  expect(contentIn(replaced).sections[0]!.text).toBe('The Jones family came to see Smith.');
});

test('replace all renames the speaker on every box too, and one undo takes it all back', () => {
  let state = editorState(meeting);
  state = applySpec(state, replaceAll(state, smith, 'Jones'));
  const content = contentIn(state);
  expect(content.sections.map((section) => [section.speaker, section.text])).toEqual([
    ['Dr Jones', 'The Jones family came to see Jones.'],
    ['Nurse', 'Dr Jones is on call.'],
  ]);
  expect(state.field(speakersField).map((speaker) => speaker.name)).toEqual(['Dr Jones', 'Nurse']);
  state = applyCommand(state, undo);
  expect(contentIn(state)).toEqual(meeting);
});

test('a search with regular expression characters is taken literally', () => {
  const state = editorState({
    ...meeting,
    sections: [{ id: 'a', start: 0, speaker: '', text: 'Costs (a+b) rose. (a+b)' }],
  });
  const replaced = applySpec(
    state,
    replaceAll(state, { search: '(a+b)', caseSensitive: true }, 'x'),
  );
  expect(contentIn(replaced).sections[0]!.text).toBe('Costs x rose. x');
});
