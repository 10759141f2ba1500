import { redo, undo } from '@codemirror/commands';
import type { EditorState } from '@codemirror/state';
import { assignSpeaker } from './section-commands.ts';
import {
  addSpeaker,
  mergeSpeaker,
  removeSpeaker,
  renameSpeaker,
  speakerTexts,
  speakersField,
  type SpeakerEdit,
} from './speakers.ts';
import {
  applyCommand,
  applySpec,
  contentIn,
  cursorAt,
  editorState,
  positionOf,
} from './testing.ts';

const meeting = {
  sections: [
    { id: 'a', start: 0, speaker: 'Speaker 1', speakerId: 'one', text: 'Welcome.' },
    { id: 'b', start: 5, speaker: 'Speaker 2', speakerId: 'two', text: 'Thanks.' },
    { id: 'c', start: 9, speaker: 'Speaker 1', speakerId: 'one', text: 'First item.' },
  ],
  speakers: [
    { id: 'one', name: 'Speaker 1' },
    { id: 'two', name: 'Speaker 2' },
    { id: 'three', name: 'Speaker 3' },
  ],
};

const applied = (state: EditorState, edit: SpeakerEdit) => {
  if (!('spec' in edit)) throw new Error(edit.refusal);
  return applySpec(state, edit.spec);
};
const names = (state: EditorState) => contentIn(state).sections.map((section) => section.speaker);
const listed = (state: EditorState) => state.field(speakersField).map((speaker) => speaker.name);

test('a rename is one edit of the list: every box shows it, and one undo takes it back', () => {
  const start = editorState(meeting);
  const renamed = applied(
    start,
    renameSpeaker(start, 'one', { name: ' Ann Lee ', jobTitle: 'Chair' }),
  );
  expect(names(renamed)).toEqual(['Ann Lee', 'Speaker 2', 'Ann Lee']);
  expect(renamed.field(speakersField)[0]).toEqual({
    id: 'one',
    name: 'Ann Lee',
    jobTitle: 'Chair',
  });
  // The text is as it was: the boxes point at the speaker, whose name lives in the list.
  expect(renamed.doc.toString()).toBe(start.doc.toString());
  const undone = applyCommand(renamed, undo);
  expect(names(undone)).toEqual(['Speaker 1', 'Speaker 2', 'Speaker 1']);
  expect(names(applyCommand(undone, redo))).toEqual(['Ann Lee', 'Speaker 2', 'Ann Lee']);
});

test('a name is required and unique among the speakers', () => {
  const state = editorState(meeting);
  expect(renameSpeaker(state, 'one', { name: '  ', jobTitle: '' })).toEqual({
    refusal: speakerTexts.nameRequired,
  });
  expect(addSpeaker(state, { name: 'speaker 2', jobTitle: '' })).toEqual({
    refusal: speakerTexts.nameTaken('speaker 2'),
  });
  // Keeping one's own name while changing the job title is no clash.
  expect(renameSpeaker(state, 'two', { name: 'Speaker 2', jobTitle: 'Guest' })).toHaveProperty(
    'spec',
  );
});

test('an added speaker ends the list, so the next speaker hotkey gives it', () => {
  let state = editorState(meeting);
  state = applied(state, addSpeaker(state, { name: 'Dr Okafor', jobTitle: '' }));
  expect(listed(state)).toEqual(['Speaker 1', 'Speaker 2', 'Speaker 3', 'Dr Okafor']);
  state = applyCommand(cursorAt(state, positionOf(state, 'Thanks')), assignSpeaker(4));
  expect(names(state)).toEqual(['Speaker 1', 'Dr Okafor', 'Speaker 1']);
});

test('merging moves every box of one speaker to another and drops it, undone as one step', () => {
  const start = editorState(meeting);
  const merged = applied(start, mergeSpeaker(start, 'one', 'two'));
  expect(names(merged)).toEqual(['Speaker 2', 'Speaker 2', 'Speaker 2']);
  expect(listed(merged)).toEqual(['Speaker 2', 'Speaker 3']);
  const undone = applyCommand(merged, undo);
  expect(contentIn(undone)).toEqual(contentIn(start));
});

test('only a speaker of no box is removed; one who speaks is refused, saying why', () => {
  const state = editorState(meeting);
  expect(removeSpeaker(state, 'one')).toEqual({ refusal: speakerTexts.inUse('Speaker 1', 2) });
  expect(removeSpeaker(state, 'two')).toEqual({ refusal: speakerTexts.inUse('Speaker 2', 1) });
  expect(listed(applied(state, removeSpeaker(state, 'three')))).toEqual(['Speaker 1', 'Speaker 2']);
});

test('content saved before boxes had speaker ids opens with them, matched by name', () => {
  const state = editorState({
    sections: [{ id: 'a', start: 0, speaker: 'Anna', text: 'Hello.' }],
    speakers: [],
  });
  const [section] = contentIn(state).sections;
  expect(section).toMatchObject({ speaker: 'Anna', speakerId: state.field(speakersField)[0]!.id });
});
