import { EditorSelection, type EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { deleteCharacter } from './standard-keys.ts';
import { contentIn, editorState, positionOf } from './testing.ts';

const note = (text: string) => ({
  sections: [{ id: 'a', start: 0, speaker: 'Anna', speakerId: 'anna', text }],
  speakers: [{ id: 'anna', name: 'Anna' }],
});

/** A view over `state`, `key` run in it; answers the text and the cursor it leaves. */
function press(state: EditorState, key: ReturnType<typeof deleteCharacter>) {
  const view = new EditorView({ state });
  const ran = key(view);
  const after = { ran, text: contentIn(view.state).sections[0]!.text, view };
  view.destroy();
  return after;
}

const withCursor = (state: EditorState, anchor: number, head = anchor) =>
  state.update({ selection: EditorSelection.range(anchor, head) }).state;

test('Backspace and Delete take one character, an emoji of several code units as one', () => {
  const state = editorState(note('Yes 👍🏽 indeed'));
  const after = positionOf(state, ' indeed');
  expect(press(withCursor(state, after), deleteCharacter(false)).text).toBe('Yes  indeed');
  expect(press(withCursor(state, after), deleteCharacter(true)).text).toBe('Yes 👍🏽indeed');
});

test('with a selection, either key takes the selection, whichever way it was made', () => {
  const state = editorState(note('Good morning everyone.'));
  const from = positionOf(state, ' everyone');
  const to = positionOf(state, '.');
  expect(press(withCursor(state, from, to), deleteCharacter(false)).text).toBe('Good morning.');
  const backwards = press(withCursor(state, to, from), deleteCharacter(true));
  expect(backwards.text).toBe('Good morning.');
  expect(backwards.view.state.selection.main.head).toBe(from);
});

test('nothing to take, or a transcript open to read only: the key is left to others', () => {
  const state = editorState(note('Done.'));
  const end = state.doc.length;
  expect(press(withCursor(state, end), deleteCharacter(true)).ran).toBe(false);
  const readOnly = editorState(note('Done.'), { readOnly: true });
  expect(press(withCursor(readOnly, end), deleteCharacter(false))).toMatchObject({
    ran: false,
    text: 'Done.',
  });
});
