import type { EditorState } from '@codemirror/state';
import { playingSectionOf } from './section-heads.ts';
import {
  applySpec,
  cursorAt,
  editorState,
  positionOf,
  recordingPlayer,
  timedDraft,
} from './testing.ts';
import { cursorTime, followPlayer, seekToCursor, spokenRange } from './word-playback.ts';

/** The state once the player's time reached `seconds`, and whether that needed an update. */
function played(state: EditorState, seconds: number) {
  const spec = followPlayer(state, seconds, { scroll: false });
  return { state: spec ? applySpec(state, spec) : state, updated: spec !== null };
}

const spoken = (state: EditorState) => {
  const range = spokenRange(state);
  return range && state.sliceDoc(range.from, range.to);
};

test('the word being spoken is marked as the player goes, and its box with it', () => {
  let { state } = played(editorState(timedDraft), 0.6);
  expect(spoken(state)).toBe('meet');
  expect(playingSectionOf(state)).toBe('a');
  state = played(state, 1.2).state;
  expect(spoken(state)).toBe('Tuesday.');
  state = played(state, 2.5).state;
  expect(spoken(state)).toBe('by');
  expect(playingSectionOf(state)).toBe('b');
  // Between two words the last one started stays marked; after the box's last word, none.
  expect(spoken(played(state, 2.95).state)).toBe('me,');
  expect(spoken(played(state, 3.8).state)).toBeUndefined();
});

test('a tick within the same word costs the editor no update', () => {
  const { state } = played(editorState(timedDraft), 0.6);
  expect(played(state, 0.7).updated).toBe(false);
  expect(played(state, 0.85).updated).toBe(true);
});

test('the marked word moves with what is typed before it', () => {
  let { state } = played(editorState(timedDraft), 1.2);
  state = applySpec(state, { changes: { from: positionOf(state, 'meet'), insert: 'all ' } });
  expect(spoken(state)).toBe('Tuesday.');
});

test('a typed transcript marks the box being played, and no word', () => {
  const typed = {
    ...timedDraft,
    sections: timedDraft.sections.map(({ words: _words, ...section }) => section),
  };
  const { state } = played(editorState(typed), 2.5);
  expect(playingSectionOf(state)).toBe('b');
  expect(spoken(state)).toBeUndefined();
});

test('play from the cursor starts at the cursor’s word, or at its box without timings', () => {
  const draft = editorState(timedDraft);
  expect(cursorTime(cursorAt(draft, positionOf(draft, 'Dana')))).toBe(3);
  // Just after a word: that word.
  expect(cursorTime(cursorAt(draft, positionOf(draft, ' on')))).toBe(0.5);
  const typed = { ...timedDraft, sections: [{ ...timedDraft.sections[1]!, words: undefined }] };
  const state = editorState(typed);
  expect(cursorTime(cursorAt(state, positionOf(state, 'Dana')))).toBe(2);
});

test('seeking to the cursor sends the player there, then does what follows (play)', () => {
  const player = recordingPlayer();
  const played: number[] = [];
  let state = editorState(timedDraft, { player });
  state = cursorAt(state, positionOf(state, 'Tuesday'));
  seekToCursor(() => played.push(player.currentTime()))({ state, dispatch: () => undefined });
  expect(player.seeks).toEqual([1]);
  expect(played).toEqual([1]);
});
