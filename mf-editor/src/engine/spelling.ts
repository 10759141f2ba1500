import {
  EditorSelection,
  StateEffect,
  StateField,
  type EditorState,
  type Extension,
  type TransactionSpec,
} from '@codemirror/state';
import { isolateHistory } from '@codemirror/commands';
import {
  Decoration,
  EditorView,
  ViewPlugin,
  keymap,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';
import { findMarkers } from '@portal/contracts/transcript/markers';
import { isHeadLine } from './section-head.ts';

/** A misspelled word where it stands in the document. */
export interface MisspelledWord {
  from: number;
  to: number;
  /** As the spell checker names it: curly apostrophes straightened. */
  word: string;
}

/** The words the spell checker answered as unknown; their occurrences are marked. */
export const setMisspelled = StateEffect.define<readonly string[]>();

export const misspelledField = StateField.define<ReadonlySet<string>>({
  create: () => new Set(),
  update(words, tr) {
    for (const effect of tr.effects) if (effect.is(setMisspelled)) return new Set(effect.value);
    return words;
  },
});

// Words as the API reads them (api spell-checker service), so a marked word is one it reported.
const WORD = /\p{L}+(?:['’]\p{L}+)*/gu;

/** The misspelled words on the text lines between `from` and `to`, outside headers and markers. */
export function misspelledIn(
  state: EditorState,
  from = 0,
  to = state.doc.length,
): MisspelledWord[] {
  const words = state.field(misspelledField);
  if (words.size === 0) return [];
  const found: MisspelledWord[] = [];
  for (let pos = from; pos <= to;) {
    const line = state.doc.lineAt(pos);
    pos = line.to + 1;
    if (isHeadLine(line.text)) continue;
    const markers = findMarkers(line.text).map(({ index, text }) => [index, index + text.length]);
    for (const match of line.text.matchAll(WORD)) {
      const word = match[0].replace(/’/g, "'");
      const start = match.index;
      const end = start + match[0].length;
      if (!words.has(word) || markers.some(([open, close]) => start < close! && end > open!))
        continue;
      found.push({ from: line.from + start, to: line.from + end, word });
    }
  }
  return found;
}

/** The misspelled word the cursor at `pos` is in or touches. */
export function misspelledAt(state: EditorState, pos: number): MisspelledWord | undefined {
  const line = state.doc.lineAt(pos);
  return misspelledIn(state, line.from, line.from).find(
    (word) => word.from <= pos && pos <= word.to,
  );
}

/** The word replaced by a suggestion, as one step of its own that one undo takes back. */
export const replaceWord = (word: MisspelledWord, replacement: string): TransactionSpec => ({
  changes: { from: word.from, to: word.to, insert: replacement },
  selection: EditorSelection.cursor(word.from + replacement.length),
  annotations: isolateHistory.of('full'),
  userEvent: 'input.replace',
});

const mark = Decoration.mark({
  class: 'cm-misspelled',
  attributes: { title: 'Not in the dictionary: right-click or Ctrl+. for suggestions' },
});

function decorate(view: EditorView): DecorationSet {
  return Decoration.set(
    view.visibleRanges.flatMap(({ from, to }) =>
      misspelledIn(view.state, from, to).map((word) => mark.range(word.from, word.to)),
    ),
    true,
  );
}

/** Marks the misspelled words in view; a long transcript is only read where it is shown. */
const misspelledMarks = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = decorate(view);
    }
    update(update: ViewUpdate) {
      const changedWords =
        update.startState.field(misspelledField) !== update.state.field(misspelledField);
      if (update.docChanged || update.viewportChanged || changedWords)
        this.decorations = decorate(update.view);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

/**
 * Marked misspellings, and the way to their suggestions: Ctrl+. with the cursor on one, or a
 * right-click on one (a plain click only places the cursor, as typists click all the time).
 * The user's own hotkeys come first, so a binding of Ctrl+. to another action wins.
 */
export function spelling(suggest: (word: MisspelledWord) => void): Extension {
  const suggestAt = (view: EditorView, pos: number) => {
    const word = misspelledAt(view.state, pos);
    if (word) suggest(word);
    return word !== undefined;
  };
  return [
    misspelledField,
    misspelledMarks,
    keymap.of([
      {
        key: 'Ctrl-.',
        run: (view) => suggestAt(view, view.state.selection.main.head),
      },
    ]),
    EditorView.domEventHandlers({
      contextmenu(event, view) {
        const target = (event.target as HTMLElement).closest('.cm-misspelled');
        if (!target || !suggestAt(view, view.posAtDOM(target))) return false;
        event.preventDefault();
        return true;
      },
    }),
  ];
}
