import { redo, undo } from '@codemirror/commands';
import { timingsFit } from '@portal/contracts/transcript/word-timings';
import { addBoxAtCursor, mergeWithNext, mergeWithPrevious } from './section-commands.ts';
import {
  applyCommand,
  applySpec,
  contentIn,
  cursorAt,
  editorState,
  positionOf,
  timedDraft,
} from './testing.ts';

const [anna, ben] = timedDraft.sections;

/** The draft with the cursor before `text`. */
const draftAt = (text: string) => {
  const state = editorState(timedDraft);
  return cursorAt(state, positionOf(state, text));
};

const replace = (state: ReturnType<typeof editorState>, word: string, by: string) => {
  const from = positionOf(state, word);
  return applySpec(state, {
    changes: { from, to: from + word.length, insert: by },
    userEvent: 'input.type',
  });
};

test('a draft reads back with its timings; a typed transcript still has none', () => {
  expect(contentIn(editorState(timedDraft))).toEqual(timedDraft);
  const typed = { ...timedDraft, sections: [{ ...ben!, words: undefined }] };
  expect(contentIn(editorState(typed)).sections[0]).not.toHaveProperty('words');
});

test('a corrected word takes the time of the word it replaced; the others keep theirs', () => {
  const state = replace(editorState(timedDraft), 'Tuesday.', 'Thursday.');
  const [first, second] = contentIn(state).sections;
  expect(first).toMatchObject({ text: 'We meet on Thursday.' });
  expect(first!.words).toEqual([...anna!.words!.slice(0, 3), [1, 1.6, 1]]);
  expect(second!.words).toEqual(ben!.words);
});

test('words typed in between get the gap between their neighbours, and every timing fits', () => {
  const state = replace(editorState(timedDraft), 'meet', 'will meet again');
  const [first] = contentIn(state).sections;
  expect(first!.words).toHaveLength(6);
  expect(first!.words![0]).toEqual(anna!.words![0]);
  expect(first!.words!.slice(-2)).toEqual(anna!.words!.slice(-2));
  expect(timingsFit(first!.text, first!.words!)).toBe(true);
});

test('a split box keeps its words’ timings in each part, and undo puts them back together', () => {
  let state = draftAt('on Tuesday');
  state = applyCommand(state, addBoxAtCursor);
  const [first, added, second] = contentIn(state).sections;
  expect(first).toMatchObject({ text: 'We meet ', words: anna!.words!.slice(0, 2) });
  expect(added).toMatchObject({ text: 'on Tuesday.', words: anna!.words!.slice(2) });
  expect(second!.words).toEqual(ben!.words);
  state = applyCommand(state, undo);
  expect(contentIn(state)).toEqual(timedDraft);
  state = applyCommand(state, redo);
  expect(contentIn(state).sections[1]).toMatchObject({ words: anna!.words!.slice(2) });
});

test('a word cut in two by a split gives both halves its time', () => {
  let state = draftAt('sday');
  state = applyCommand(state, addBoxAtCursor);
  const [first, added] = contentIn(state).sections;
  expect(first).toMatchObject({ text: 'We meet on Tue', words: anna!.words });
  expect(added).toMatchObject({ text: 'sday.', words: [anna!.words![3]] });
});

test('merged boxes keep both timings one after the other; undo gives each its own again', () => {
  let state = draftAt('Fine');
  state = applyCommand(state, mergeWithPrevious);
  const [merged] = contentIn(state).sections;
  expect(merged).toMatchObject({
    text: 'We meet on Tuesday. Fine by me, Dana.',
    words: [...anna!.words!, ...ben!.words!],
  });
  state = applyCommand(state, undo);
  expect(contentIn(state)).toEqual(timedDraft);
});

test('a box merged with a typed one has no timings: they could not be told apart', () => {
  const typed = { id: 'c', start: 5, speaker: '', speakerId: '', text: 'Typed by hand.' };
  const content = { ...timedDraft, sections: [...timedDraft.sections, typed] };
  let state = editorState(content);
  state = cursorAt(state, positionOf(state, 'Dana.', { after: true }));
  state = applyCommand(state, mergeWithNext);
  const sections = contentIn(state).sections;
  expect(sections[1]).toMatchObject({ text: 'Fine by me, Dana. Typed by hand.' });
  expect(sections[1]).not.toHaveProperty('words');
  state = applyCommand(state, undo);
  expect(contentIn(state).sections[1]!.words).toEqual(ben!.words);
});

test('timings that do not fit their text are not taken', () => {
  const wrong = { ...timedDraft, sections: [{ ...anna!, words: anna!.words!.slice(1) }] };
  expect(contentIn(editorState(wrong)).sections[0]).not.toHaveProperty('words');
});
