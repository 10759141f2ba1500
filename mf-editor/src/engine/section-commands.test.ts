import { redo, undo } from '@codemirror/commands';
import { noticeField } from './editor-notice.ts';
import {
  assignSpeaker,
  enterOrAddBox,
  mergeWithNext,
  mergeWithPrevious,
  moveToSection,
  setBoxStart,
} from './section-commands.ts';
import { speakersField } from './speakers.ts';
import {
  applyCommand,
  applySpec,
  contentIn,
  cursorAt,
  editorState,
  positionOf,
} from './testing.ts';

const interview = {
  sections: [
    {
      id: 'a',
      start: 0,
      speaker: 'Anna',
      speakerId: 'anna',
      text: 'Good morning. Thank you for coming.',
    },
    { id: 'b', start: 12, speaker: 'Ben', speakerId: 'ben', text: 'Glad to be here.' },
  ],
  speakers: [
    { id: 'anna', name: 'Anna' },
    { id: 'ben', name: 'Ben' },
  ],
};

const texts = (state: ReturnType<typeof editorState>) =>
  contentIn(state).sections.map((section) => section.text);

test('the document reads back as the content it was made from', () => {
  expect(contentIn(editorState(interview))).toEqual(interview);
});

test('Enter once breaks the line; Enter twice makes the rest a new box at the player time', () => {
  let state = editorState(interview, { time: 5 });
  state = cursorAt(state, positionOf(state, 'Thank'));
  state = applyCommand(state, enterOrAddBox);
  expect(texts(state)[0]).toBe('Good morning. \nThank you for coming.');
  state = applyCommand(state, enterOrAddBox);
  const [first, added] = contentIn(state).sections;
  expect(first).toMatchObject({ id: 'a', text: 'Good morning. ' });
  expect(added).toMatchObject({
    start: 5,
    speaker: '',
    speakerId: '',
    text: 'Thank you for coming.',
  });
  expect(state.selection.main.head).toBe(positionOf(state, 'Thank'));
});

test('a new box outside its neighbours’ times starts with the box it came from', () => {
  let state = editorState(interview, { time: 40 });
  state = cursorAt(state, positionOf(state, 'Thank'));
  state = applyCommand(applyCommand(state, enterOrAddBox), enterOrAddBox);
  expect(contentIn(state).sections[1]!.start).toBe(0);
});

test('Enter after moving the cursor is a line break again, not a new box', () => {
  let state = editorState(interview);
  state = applyCommand(cursorAt(state, positionOf(state, 'Thank')), enterOrAddBox);
  state = applyCommand(cursorAt(state, positionOf(state, 'coming')), enterOrAddBox);
  expect(contentIn(state).sections).toHaveLength(2);
});

test('Backspace at the start of a box merges it into the one before; undo splits it again', () => {
  let state = editorState(interview);
  state = applyCommand(cursorAt(state, positionOf(state, 'Glad')), mergeWithPrevious);
  expect(texts(state)).toEqual(['Good morning. Thank you for coming. Glad to be here.']);
  state = applyCommand(state, undo);
  expect(contentIn(state)).toEqual(interview);
  state = applyCommand(state, redo);
  expect(contentIn(state).sections).toHaveLength(1);
});

test('Delete at the end of a box merges the next one into it', () => {
  let state = editorState(interview);
  state = applyCommand(
    cursorAt(state, positionOf(state, 'coming.', { after: true })),
    mergeWithNext,
  );
  expect(texts(state)).toEqual(['Good morning. Thank you for coming. Glad to be here.']);
});

test('Backspace at the start of the first box changes nothing', () => {
  const state = editorState(interview);
  const after = applyCommand(cursorAt(state, positionOf(state, 'Good')), mergeWithPrevious);
  expect(contentIn(after)).toEqual(interview);
});

test('alt+right and alt+left move to the next and previous box', () => {
  let state = cursorAt(editorState(interview), positionOf(editorState(interview), 'morning'));
  state = applyCommand(state, moveToSection(1));
  expect(state.selection.main.head).toBe(positionOf(state, 'Glad'));
  state = applyCommand(state, moveToSection(-1));
  expect(state.selection.main.head).toBe(positionOf(state, 'Good'));
});

test('a speaker hotkey past the list adds the speakers up to it, undone as one step', () => {
  let state = editorState(interview);
  state = applyCommand(cursorAt(state, positionOf(state, 'Glad')), assignSpeaker(4));
  expect(state.field(speakersField).map((speaker) => speaker.name)).toEqual([
    'Anna',
    'Ben',
    'Speaker 3',
    'Speaker 4',
  ]);
  expect(contentIn(state).sections[1]!.speaker).toBe('Speaker 4');
  state = applyCommand(state, undo);
  expect(contentIn(state)).toEqual(interview);
});

test('a box time out of order with its neighbours is refused with the reason', () => {
  let state = cursorAt(editorState(interview), 1);
  state = applyCommand(
    state,
    setBoxStart(() => 20),
  );
  expect(state.field(noticeField)).toBe('00:00:20 is after the next box (00:00:12).');
  expect(contentIn(state)).toEqual(interview);
  state = applyCommand(
    cursorAt(state, positionOf(state, 'Glad')),
    setBoxStart(() => 20),
  );
  expect(contentIn(state).sections[1]!.start).toBe(20);
});

test('a box time outside the typist’s part of the media is refused', () => {
  let state = editorState(interview, { range: { start: 10, end: 60 } });
  state = applyCommand(
    cursorAt(state, positionOf(state, 'Glad')),
    setBoxStart(() => 75),
  );
  expect(state.field(noticeField)).toBe(
    '00:01:15 is outside your part of the media (00:00:10–00:01:00).',
  );
});

test('deleting everything leaves one empty box, and undo brings the text back', () => {
  let state = editorState(interview);
  state = applySpec(state, { changes: { from: 0, to: state.doc.length, insert: '' } });
  expect(contentIn(state).sections).toEqual([{ ...interview.sections[0], text: '' }]);
  state = applyCommand(state, undo);
  expect(contentIn(state)).toEqual(interview);
});

test('even undo cannot leave a damaged header', () => {
  const state = editorState(interview);
  const broken = applySpec(state, { changes: { from: 1, insert: '\u2063' }, userEvent: 'undo' });
  expect(broken.doc.toString()).toBe(state.doc.toString());
});

test('typing into a box header, at its end or its start, is refused', () => {
  const state = editorState(interview);
  const headEnd = positionOf(state, 'Good') - 1;
  for (const from of [1, headEnd, 0]) {
    const typed = applySpec(state, { changes: { from, insert: 'x' }, userEvent: 'input.type' });
    expect(typed.doc.toString()).toBe(state.doc.toString());
  }
});
