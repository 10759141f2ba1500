import { EditorSelection } from '@codemirror/state';
import { EditorView, type Command, type KeyBinding } from '@codemirror/view';
import {
  cursorCharLeft,
  cursorCharRight,
  cursorDocEnd,
  cursorDocStart,
  cursorGroupLeft,
  cursorGroupRight,
  cursorLineBoundaryBackward,
  cursorLineBoundaryForward,
  cursorLineBoundaryLeft,
  cursorLineBoundaryRight,
  cursorLineDown,
  cursorLineUp,
  cursorPageDown,
  cursorPageUp,
  deleteGroupBackward,
  deleteGroupForward,
  deleteLineBoundaryBackward,
  deleteLineBoundaryForward,
  insertNewline,
  selectAll,
  selectCharLeft,
  selectCharRight,
  selectDocEnd,
  selectDocStart,
  selectGroupLeft,
  selectGroupRight,
  selectLineBoundaryBackward,
  selectLineBoundaryForward,
  selectLineBoundaryLeft,
  selectLineBoundaryRight,
  selectLineDown,
  selectLineUp,
  selectPageDown,
  selectPageUp,
} from '@codemirror/commands';

/**
 * Backspace (or Delete) by one character, a section head as one (the view's moves skip atomic
 * ranges), or the selection. CodeMirror's deleteCharBackward does the same plus deleting back to
 * an indentation unit: a transcript has no indentation, and that rule would bring the editor's
 * first load @codemirror/language and the Lezer parser (7 KB compressed) for nothing.
 */
export const deleteCharacter =
  (forward: boolean): Command =>
  (view) => {
    const { state } = view;
    if (state.readOnly) return false;
    const spec = state.changeByRange((range) => {
      const other = range.empty ? view.moveByChar(range, forward).head : range.anchor;
      const from = Math.min(range.head, other);
      const to = Math.max(range.head, other);
      return from === to
        ? { range }
        : {
            changes: { from, to },
            range: EditorSelection.cursor(from, from < range.head ? -1 : 1),
          };
    });
    if (spec.changes.empty) return false;
    const selected = state.selection.ranges.some((range) => !range.empty);
    view.dispatch(
      state.update(spec, {
        scrollIntoView: true,
        userEvent: selected ? 'delete.selection' : forward ? 'delete.forward' : 'delete.backward',
        effects: selected ? EditorView.announce.of(state.phrase('Selection deleted')) : [],
      }),
    );
    return true;
  };

/**
 * The platform's usual keys for moving, selecting and deleting: CodeMirror's standardKeymap with
 * a plain Enter and `deleteCharacter`, without Emacs's keys on macOS.
 */
export const standardKeys: readonly KeyBinding[] = [
  { key: 'ArrowLeft', run: cursorCharLeft, shift: selectCharLeft, preventDefault: true },
  {
    key: 'Mod-ArrowLeft',
    mac: 'Alt-ArrowLeft',
    run: cursorGroupLeft,
    shift: selectGroupLeft,
    preventDefault: true,
  },
  {
    mac: 'Cmd-ArrowLeft',
    run: cursorLineBoundaryLeft,
    shift: selectLineBoundaryLeft,
    preventDefault: true,
  },
  { key: 'ArrowRight', run: cursorCharRight, shift: selectCharRight, preventDefault: true },
  {
    key: 'Mod-ArrowRight',
    mac: 'Alt-ArrowRight',
    run: cursorGroupRight,
    shift: selectGroupRight,
    preventDefault: true,
  },
  {
    mac: 'Cmd-ArrowRight',
    run: cursorLineBoundaryRight,
    shift: selectLineBoundaryRight,
    preventDefault: true,
  },
  { key: 'ArrowUp', run: cursorLineUp, shift: selectLineUp, preventDefault: true },
  { mac: 'Cmd-ArrowUp', run: cursorDocStart, shift: selectDocStart },
  { mac: 'Ctrl-ArrowUp', run: cursorPageUp, shift: selectPageUp },
  { key: 'ArrowDown', run: cursorLineDown, shift: selectLineDown, preventDefault: true },
  { mac: 'Cmd-ArrowDown', run: cursorDocEnd, shift: selectDocEnd },
  { mac: 'Ctrl-ArrowDown', run: cursorPageDown, shift: selectPageDown },
  { key: 'PageUp', run: cursorPageUp, shift: selectPageUp },
  { key: 'PageDown', run: cursorPageDown, shift: selectPageDown },
  {
    key: 'Home',
    run: cursorLineBoundaryBackward,
    shift: selectLineBoundaryBackward,
    preventDefault: true,
  },
  { key: 'Mod-Home', run: cursorDocStart, shift: selectDocStart },
  {
    key: 'End',
    run: cursorLineBoundaryForward,
    shift: selectLineBoundaryForward,
    preventDefault: true,
  },
  { key: 'Mod-End', run: cursorDocEnd, shift: selectDocEnd },
  { key: 'Enter', run: insertNewline, shift: insertNewline },
  { key: 'Mod-a', run: selectAll },
  {
    key: 'Backspace',
    run: deleteCharacter(false),
    shift: deleteCharacter(false),
    preventDefault: true,
  },
  { key: 'Delete', run: deleteCharacter(true), preventDefault: true },
  {
    key: 'Mod-Backspace',
    mac: 'Alt-Backspace',
    run: deleteGroupBackward,
    preventDefault: true,
  },
  { key: 'Mod-Delete', mac: 'Alt-Delete', run: deleteGroupForward, preventDefault: true },
  { mac: 'Mod-Backspace', run: deleteLineBoundaryBackward, preventDefault: true },
  { mac: 'Mod-Delete', run: deleteLineBoundaryForward, preventDefault: true },
];
