import { undo } from '@codemirror/commands';
import type { ChangeSpec, EditorState } from '@codemirror/state';
import {
  findField,
  findMatches,
  matchesAfter,
  matchList,
  matchSetOf,
  replaceAll,
  replaceMatch,
  setFindOptions,
  speakerMatches,
} from './find-replace.ts';
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

describe('the matches kept through changes', () => {
  const searching = (search: string) =>
    applySpec(editorState(meeting), {
      effects: setFindOptions.of({ search, caseSensitive: false }),
    });
  const kept = (state: EditorState) => matchList(state.field(findField).matches);

  test('follow typing, deleting, splitting and joining lines as a new search would find them', () => {
    let state = searching('smith');
    expect(kept(state)).toEqual(findMatches(state, smith));
    const at = (text: string) => state.doc.toString().indexOf(text);
    const edits: (() => ChangeSpec)[] = [
      // A match made where there was none, one unmade, one moved by text before it.
      () => ({ from: at('see') + 4, insert: 'Smith and ' }),
      () => ({ from: at('smith family') + 1, to: at('smith family') + 2 }),
      () => ({ from: at('The'), insert: 'Smith, ' }),
      // A line split in the middle of a match, then joined again.
      () => ({ from: at('Smith.') + 2, insert: '\n' }),
      () => ({ from: at('Sm\nith'), to: at('Sm\nith') + 4, insert: 'Smith' }),
      // Two changes in one step, far apart.
      () => [
        { from: 0, insert: 'smith ' },
        { from: state.doc.length, insert: ' SMITH' },
      ],
    ];
    for (const edit of edits) {
      state = applySpec(state, { changes: edit() });
      expect(kept(state)).toEqual(findMatches(state, smith));
    }
    expect(kept(state).length).toBeGreaterThan(3);
  });

  test('search only the lines a change touched', () => {
    const state = searching('smith');
    const first = state.doc.lineAt(state.doc.toString().indexOf('The smith'));
    const changes = state.changes({ from: first.from, insert: 'x' });
    const after = applySpec(state, { changes });
    // A match no search would find, on a line the change did not touch: moved, not searched again.
    const stale = { from: after.doc.length - 4, to: after.doc.length - 2 };
    const inFirstLine = findMatches(after, smith).filter((match) => match.to <= first.to + 1);
    expect(inFirstLine).toHaveLength(2);
    const before = matchSetOf([{ from: stale.from - 1, to: stale.to - 1 }]);
    expect(matchList(matchesAfter(before, changes, after, smith))).toEqual([...inFirstLine, stale]);
  });

  test('a cleared search keeps nothing, so typing costs no search', () => {
    let state = searching('smith');
    state = applySpec(state, { effects: setFindOptions.of({ search: '', caseSensitive: false }) });
    state = applySpec(state, { changes: { from: 0, insert: 'Smith ' } });
    expect(kept(state)).toEqual([]);
  });
});
