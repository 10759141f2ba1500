import { EditorSelection, type StateCommand } from '@codemirror/state';
import { findMarkers, markerText, type MarkerKind } from '@portal/contracts/transcript/markers';
import { playerLink } from './player-link.ts';

/** Text made from the player's time, inserted after the cursor (a selection is kept). */
const insertAtPlayerTime =
  (text: (seconds: number) => string): StateCommand =>
  ({ state, dispatch }) => {
    const at = state.selection.main.to;
    const before = state.doc.sliceString(at - 1, at);
    const space = before && !/\s/.test(before) ? ' ' : '';
    const insert = space + text(state.facet(playerLink).currentTime());
    dispatch(
      state.update({
        changes: { from: at, insert },
        selection: EditorSelection.cursor(at + insert.length),
        scrollIntoView: true,
        userEvent: 'input.marker',
      }),
    );
    return true;
  };

/** A marker of `kind` at the player's time. */
export const insertMarker = (kind: MarkerKind): StateCommand =>
  insertAtPlayerTime((seconds) => markerText(kind, seconds));

const question = (seconds: number) => markerText('missedWord', seconds).replace(/^\[mw/, '[?');

/**
 * Toggle question: a missed word written `[mw …]` becomes `[? …]` and back when the cursor is
 * in one; elsewhere a `[? …]` at the player's time is inserted.
 */
export const toggleQuestion: StateCommand = (target) => {
  const { state, dispatch } = target;
  const head = state.selection.main.head;
  const line = state.doc.lineAt(head);
  const marker = findMarkers(line.text).find(
    (found) =>
      found.kind === 'missedWord' &&
      line.from + found.index <= head &&
      head <= line.from + found.index + found.text.length,
  );
  if (!marker) return insertAtPlayerTime(question)(target);
  const from = line.from + marker.index + 1;
  const tag = marker.text[1] === '?' ? '?' : marker.text.slice(1, 3);
  dispatch(
    state.update({
      changes: { from, to: from + tag.length, insert: tag === '?' ? 'mw' : '?' },
      userEvent: 'input.marker',
    }),
  );
  return true;
};
