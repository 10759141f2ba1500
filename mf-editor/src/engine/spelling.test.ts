import { redo, undo } from '@codemirror/commands';
import { misspelledAt, misspelledIn, replaceWord, setMisspelled } from './spelling.ts';
import { applyCommand, applySpec, contentIn, editorState, positionOf } from './testing.ts';

const call = {
  sections: [
    {
      id: 'a',
      start: 0,
      speaker: 'Teh host',
      speakerId: 'host',
      text: 'Teh results [inaudible 00.04] came in.',
    },
    {
      id: 'b',
      start: 6,
      speaker: 'Guest',
      speakerId: 'guest',
      text: 'We didn’t see teh [ph teh 00.07] numbers.',
    },
  ],
  speakers: [
    { id: 'host', name: 'Teh host' },
    { id: 'guest', name: 'Guest' },
  ],
};

/** The call with the spell checker's answer in: these words are unknown. */
const checked = (...words: string[]) =>
  applySpec(editorState(call), { effects: setMisspelled.of(words) });

const marked = (state: ReturnType<typeof editorState>) =>
  misspelledIn(state).map(({ from, to }) => state.sliceDoc(from, to));

test('marks every occurrence in the text, not in box headers or inside markers', () => {
  const state = checked('Teh', 'teh', 'inaudible');
  expect(marked(state)).toEqual(['Teh', 'teh']);
  const [first, second] = misspelledIn(state);
  expect(first).toEqual({
    from: positionOf(state, 'Teh results'),
    to: positionOf(state, 'Teh results') + 3,
    word: 'Teh',
  });
  expect(second!.from).toBe(positionOf(state, 'teh ['));
});

test('matches a word with a curly apostrophe as the checker names it, straight', () => {
  const state = checked("didn't");
  expect(misspelledIn(state)).toEqual([
    expect.objectContaining({ word: "didn't", from: positionOf(state, 'didn’t') }),
  ]);
});

test('marks nothing until the checker answers, and follows each answer', () => {
  expect(marked(editorState(call))).toEqual([]);
  const state = applySpec(checked('teh'), { effects: setMisspelled.of(['numbers']) });
  expect(marked(state)).toEqual(['numbers']);
});

test('a word typed after the answer is marked too, and a corrected one no longer', () => {
  let state = checked('teh');
  state = applySpec(state, { changes: { from: positionOf(state, 'came'), insert: 'teh ' } });
  expect(marked(state)).toEqual(['teh', 'teh']);
  state = applySpec(state, {
    changes: { from: positionOf(state, 'teh '), to: positionOf(state, 'teh ') + 3, insert: 'the' },
  });
  expect(marked(state)).toEqual(['teh']);
});

test('finds the word the cursor is in or touches', () => {
  const state = checked('results');
  const start = positionOf(state, 'results');
  expect(misspelledAt(state, start)?.word).toBe('results');
  expect(misspelledAt(state, start + 7)?.word).toBe('results');
  expect(misspelledAt(state, start + 8)).toBeUndefined();
});

test('a suggestion replaces the word as one step that one undo takes back', () => {
  let state = checked('teh');
  state = applySpec(state, {
    changes: { from: positionOf(state, 'numbers'), insert: 'new ' },
    userEvent: 'input.type',
  });
  const word = misspelledAt(state, positionOf(state, 'teh ['))!;
  state = applySpec(state, replaceWord(word, 'the'));
  expect(contentIn(state).sections[1]!.text).toBe('We didn’t see the [ph teh 00.07] new numbers.');
  expect(state.selection.main.head).toBe(positionOf(state, 'the [', { after: false }) + 3);
  state = applyCommand(state, undo);
  expect(contentIn(state).sections[1]!.text).toBe('We didn’t see teh [ph teh 00.07] new numbers.');
  state = applyCommand(state, redo);
  expect(contentIn(state).sections[1]!.text).toBe('We didn’t see the [ph teh 00.07] new numbers.');
});
