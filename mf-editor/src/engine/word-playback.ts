import {
  StateEffect,
  StateField,
  type EditorState,
  type StateCommand,
  type TransactionSpec,
} from '@codemirror/state';
import {
  Decoration,
  EditorView,
  ViewPlugin,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';
import { LOW_CONFIDENCE } from '@portal/contracts/transcript/word-timings';
import { playerLink } from './player-link.ts';
import { eachHead, playingSectionOf, setPlayingSection } from './section-heads.ts';
import { neighbourSection, sectionAt } from './transcript-doc.ts';
import type { PlacedSection } from './placed-section.ts';
import { timedWordAt, timedWords, timingBasesField, type TimedWord } from './word-timings.ts';

/** Where the word being spoken stands in the document; null between words or when paused. */
export const setSpokenWord = StateEffect.define<{ from: number; to: number } | null>();

const spokenMark = Decoration.mark({ class: 'cm-spoken-word' });

/** The word the player is speaking, marked; it moves with the text typed around it. */
export const spokenWordField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, tr) {
    for (const effect of tr.effects)
      if (effect.is(setSpokenWord))
        return effect.value
          ? Decoration.set(spokenMark.range(effect.value.from, effect.value.to))
          : Decoration.none;
    return marks.map(tr.changes);
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** The section the player's time is in: the last whose start it has reached. */
function sectionAtTime(state: EditorState, seconds: number): PlacedSection | undefined {
  let found: number | undefined;
  eachHead(state, (head, from) => {
    if (head.start > seconds) return false;
    found = from;
  });
  return found === undefined ? undefined : sectionAt(state, found);
}

/** The word spoken at `seconds`: the last one started, until the section's last has ended. */
function wordAtTime(words: readonly TimedWord[], seconds: number): TimedWord | undefined {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (words[middle]!.timing[0] <= seconds) low = middle + 1;
    else high = middle;
  }
  const word = words[low - 1];
  if (!word || (low === words.length && seconds > word.timing[1])) return undefined;
  return word;
}

/**
 * What the player's time changes in the editor: the box it is in is marked, and the word spoken
 * in it; with `scroll`, the view follows (a new box to the top, a word into view). Null when
 * nothing changes, so a tick of the player costs the editor no update.
 */
export function followPlayer(
  state: EditorState,
  seconds: number,
  { scroll }: { scroll: boolean },
): TransactionSpec | null {
  const section = sectionAtTime(state, seconds);
  const word = section ? wordAtTime(timedWords(state, section), seconds) : undefined;
  const current = spokenRange(state);
  const sectionChanged = section !== undefined && section.head.id !== playingSectionOf(state);
  const wordChanged = word?.from !== current?.from || word?.to !== current?.to;
  if (!sectionChanged && !wordChanged) return null;
  const effects: StateEffect<unknown>[] = [];
  if (sectionChanged) effects.push(setPlayingSection.of(section.head.id));
  if (wordChanged) effects.push(setSpokenWord.of(word ? { from: word.from, to: word.to } : null));
  if (scroll && sectionChanged)
    effects.push(EditorView.scrollIntoView(section.from, { y: 'start', yMargin: 24 }));
  else if (scroll && word) effects.push(EditorView.scrollIntoView(word.from, { yMargin: 48 }));
  return { effects };
}

/** The spoken word's place, if one is marked. */
export function spokenRange(state: EditorState): { from: number; to: number } | undefined {
  const marks = state.field(spokenWordField, false)?.iter();
  return marks?.value ? { from: marks.from, to: marks.to } : undefined;
}

/** Where playing from the cursor starts: its word's start, else its box's. */
export function cursorTime(state: EditorState): number {
  const pos = state.selection.main.head;
  const section = sectionAt(state, pos);
  return timedWordAt(state, section, pos)?.timing[0] ?? section.head.start;
}

/** The player to the word at the cursor (its box's start without timings); `then` after. */
export const seekToCursor =
  (then: () => void = () => undefined): StateCommand =>
  ({ state }) => {
    state.facet(playerLink).seek(cursorTime(state));
    then();
    return true;
  };

/** Ctrl+click (Cmd+click) on a word with a timing plays from it; the cursor goes there too. */
export const seekOnWordClick = EditorView.domEventHandlers({
  click(event, view) {
    if (!(event.ctrlKey || event.metaKey)) return false;
    // The editor's own mousedown has put the cursor where the word was clicked.
    const pos = view.state.selection.main.head;
    const word = timedWordAt(view.state, sectionAt(view.state, pos), pos);
    if (word && word.from <= pos && pos <= word.to)
      view.state.facet(playerLink).seek(word.timing[0]);
    return false;
  },
});

const unsureMark = Decoration.mark({
  class: 'cm-unsure-word',
  attributes: {
    title: 'Low confidence: the speech-to-text engine was unsure of this word',
    'aria-description': 'low confidence',
  },
});

function unsureMarks(view: EditorView): DecorationSet {
  const { state } = view;
  if (state.field(timingBasesField).size === 0) return Decoration.none;
  const marks = [];
  for (const { from, to } of view.visibleRanges) {
    for (
      let section: PlacedSection | undefined = sectionAt(state, from);
      section && section.from <= to;
      section = neighbourSection(state, section, 1)
    )
      for (const word of timedWords(state, section))
        if (word.timing[2] < LOW_CONFIDENCE && word.to >= from && word.from <= to)
          marks.push(unsureMark.range(word.from, word.to));
  }
  return Decoration.set(marks, true);
}

/** Words the engine was unsure of, shaded where they are in view, so the typist looks there. */
export const unsureWords = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = unsureMarks(view);
    }
    update(update: ViewUpdate) {
      const rebased =
        update.startState.field(timingBasesField) !== update.state.field(timingBasesField);
      if (update.docChanged || update.viewportChanged || rebased)
        this.decorations = unsureMarks(update.view);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);
