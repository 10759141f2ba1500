import {
  EditorSelection,
  StateEffect,
  StateField,
  type EditorState,
  type StateCommand,
  type TransactionSpec,
} from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { timecode } from '@portal/contracts/job/format';
import { showNotice } from './editor-notice.ts';
import { editableRange, playerLink } from './player-link.ts';
import { headLine, newSectionId, type SectionHead } from './section-head.ts';
import { neighbourSection, sectionAt } from './transcript-doc.ts';
import type { PlacedSection } from './placed-section.ts';
import { newSpeakerId, setSpeakers, speakersField } from './speakers.ts';
import { mergeTimings, splitTimings } from './word-timings.ts';

const editorEnter = StateEffect.define<number>();

/** Where the cursor stood after an Enter, until anything else happens: a second Enter there adds a box. */
export const afterEnter = StateField.define<number | null>({
  create: () => null,
  update(_, tr) {
    for (const effect of tr.effects) if (effect.is(editorEnter)) return effect.value;
    return null;
  },
});

/** A start for a box added after `section`: the player's time if it fits between its neighbours. */
function newBoxStart(state: EditorState, section: PlacedSection): number {
  const range = state.facet(editableRange);
  const next = neighbourSection(state, section, 1);
  const latest = Math.min(next?.head.start ?? range.end, range.end);
  const now = state.facet(playerLink).currentTime();
  return now >= section.head.start && now < latest ? now : section.head.start;
}

/** The text from `to` on becomes a new box; `from` < `to` replaces the line break before it. */
function newBox(state: EditorState, from: number, to: number): TransactionSpec {
  const section = sectionAt(state, to);
  const head: SectionHead = {
    id: newSectionId(),
    start: newBoxStart(state, section),
    speakerId: '',
  };
  const insert = `\n${headLine(head)}\n`;
  return {
    changes: { from, to, insert },
    effects: splitTimings(state, section, { from, to, id: head.id }) ?? [],
    selection: EditorSelection.cursor(from + insert.length),
    scrollIntoView: true,
    userEvent: 'input.section',
  };
}

/** The add-box hotkey when it is not Enter twice: the text after the cursor becomes a new box. */
export const addBoxAtCursor: StateCommand = ({ state, dispatch }) => {
  const at = state.selection.main.head;
  dispatch(state.update(newBox(state, at, at)));
  return true;
};

/** Enter: a line break; Enter twice: the text after the cursor becomes a new box. */
export const enterOrAddBox: StateCommand = ({ state, dispatch }) => {
  const { main } = state.selection;
  if (state.selection.ranges.length > 1) return false;
  if (main.empty && state.field(afterEnter) === main.head) {
    dispatch(state.update(newBox(state, main.head - 1, main.head)));
    return true;
  }
  const after = main.from + 1;
  dispatch(
    state.update({
      ...state.replaceSelection('\n'),
      effects: editorEnter.of(after),
      scrollIntoView: true,
      userEvent: 'input',
    }),
  );
  return true;
};

const joiner = (state: EditorState, left: number, right: number): string => {
  const before = state.doc.sliceString(left - 1, left);
  const after = state.doc.sliceString(right, right + 1);
  return before.trim() && after.trim() ? ' ' : '';
};

/** Joins `section` onto the box before it, with a space between their texts. */
function merge(state: EditorState, section: PlacedSection): TransactionSpec | undefined {
  const before = neighbourSection(state, section, -1);
  if (!before) return undefined;
  const insert = joiner(state, before.to, section.textFrom);
  return {
    changes: { from: before.to, to: section.textFrom, insert },
    effects: mergeTimings(state, before, section, insert) ?? [],
    selection: EditorSelection.cursor(before.to + insert.length),
    userEvent: 'delete.section',
  };
}

/** Backspace at the start of a box merges it into the one before. */
export const mergeWithPrevious: StateCommand = ({ state, dispatch }) => {
  const { main } = state.selection;
  if (!main.empty) return false;
  const section = sectionAt(state, main.head);
  if (main.head !== section.textFrom || section.from === 0) return false;
  const spec = merge(state, section);
  if (spec) dispatch(state.update(spec));
  return true;
};

/** Delete at the end of a box merges the next one into it. */
export const mergeWithNext: StateCommand = ({ state, dispatch }) => {
  const { main } = state.selection;
  if (!main.empty) return false;
  const section = sectionAt(state, main.head);
  const next = main.head === section.to ? neighbourSection(state, section, 1) : undefined;
  if (!next) return false;
  const spec = merge(state, next);
  if (spec) dispatch(state.update(spec));
  return true;
};

/** alt+right / alt+left: to the start of the next or previous box's text. */
export const moveToSection =
  (direction: 1 | -1): StateCommand =>
  ({ state, dispatch }) => {
    const target = neighbourSection(state, sectionAt(state, state.selection.main.head), direction);
    if (target)
      dispatch(
        state.update({
          selection: EditorSelection.cursor(target.textFrom),
          scrollIntoView: true,
          userEvent: 'select',
        }),
      );
    return true;
  };

const replaceHead = (section: PlacedSection, head: SectionHead) => ({
  from: section.from,
  to: section.textFrom - 1,
  insert: headLine(head),
});

/** The box at `pos` spoken by the listed speaker `speakerId` (empty for none). */
export function changeSpeaker(view: EditorView, pos: number, speakerId: string): void {
  const section = sectionAt(view.state, pos);
  if (section.head.speakerId === speakerId) return;
  view.dispatch({
    changes: replaceHead(section, { ...section.head, speakerId }),
    userEvent: 'input.speaker',
  });
}

/** Speaker hotkey N: the current box gets speaker N, added to the list if it has fewer. */
export const assignSpeaker =
  (number: number): StateCommand =>
  ({ state, dispatch }) => {
    const speakers = state.field(speakersField);
    const added = Array.from({ length: Math.max(0, number - speakers.length) }, (_, index) => ({
      id: newSpeakerId(),
      name: `Speaker ${speakers.length + index + 1}`,
    }));
    const list = [...speakers, ...added];
    const section = sectionAt(state, state.selection.main.head);
    const speakerId = list[number - 1]!.id;
    dispatch(
      state.update({
        changes: replaceHead(section, { ...section.head, speakerId }),
        effects: added.length > 0 ? setSpeakers.of(list) : [],
        userEvent: 'input.speaker',
      }),
    );
    return true;
  };

/** Why `start` cannot be the box's time, or null when it can. */
function misplacedStart(state: EditorState, section: PlacedSection, start: number): string | null {
  const before = neighbourSection(state, section, -1);
  const after = neighbourSection(state, section, 1);
  const range = state.facet(editableRange);
  if (start < range.start || start >= range.end)
    return `${timecode(start)} is outside your part of the media (${timecode(range.start)}–${timecode(range.end)}).`;
  if (before && start < before.head.start)
    return `${timecode(start)} is before the previous box (${timecode(before.head.start)}).`;
  if (after && start > after.head.start)
    return `${timecode(start)} is after the next box (${timecode(after.head.start)}).`;
  return null;
}

/** The current box starts at `start`, kept in time order with its neighbours. */
export const setBoxStart =
  (start: () => number): StateCommand =>
  ({ state, dispatch }) => {
    const section = sectionAt(state, state.selection.main.head);
    const seconds = Math.floor(start());
    const refusal = misplacedStart(state, section, seconds);
    dispatch(
      state.update(
        refusal
          ? { effects: showNotice.of(refusal) }
          : {
              changes: replaceHead(section, { ...section.head, start: seconds }),
              userEvent: 'input.time',
            },
      ),
    );
    return true;
  };
