import {
  EditorState,
  RangeSetBuilder,
  type Range,
  StateEffect,
  StateField,
  type Text,
  type Transaction,
} from '@codemirror/state';
import { Decoration, EditorView, WidgetType, type DecorationSet } from '@codemirror/view';
import { timecode } from '@portal/contracts/job/format';
import type { TranscriptSpeaker } from '@portal/contracts';
import { noPlayer, playerLink } from './player-link.ts';
import { HEAD_MARK, parseHeadLine, type SectionHead } from './section-head.ts';
import { speakersField } from './speakers.ts';
import { changeSpeaker } from './section-commands.ts';

/** A box's head: its start time (with a player, click to play from there) and its speaker. */
class HeadWidget extends WidgetType {
  readonly head: SectionHead;
  readonly speakers: readonly TranscriptSpeaker[];
  readonly playing: boolean;

  constructor(head: SectionHead, speakers: readonly TranscriptSpeaker[], playing: boolean) {
    super();
    this.head = head;
    this.speakers = speakers;
    this.playing = playing;
  }

  override eq(other: HeadWidget): boolean {
    return (
      other.head.id === this.head.id &&
      other.head.start === this.head.start &&
      other.head.speakerId === this.head.speakerId &&
      other.speakers === this.speakers &&
      other.playing === this.playing
    );
  }

  toDOM(view: EditorView): HTMLElement {
    const box = document.createElement('div');
    box.className = this.playing ? 'section-head section-head--playing' : 'section-head';
    box.dataset.sectionId = this.head.id;
    box.append(this.time(view), this.speakerSelect(view));
    return box;
  }

  private time(view: EditorView): HTMLElement {
    const player = view.state.facet(playerLink);
    if (player === noPlayer) {
      const start = document.createElement('span');
      start.className = 'section-head__start';
      start.textContent = timecode(this.head.start);
      return start;
    }
    const time = document.createElement('button');
    time.type = 'button';
    time.className = 'section-head__time';
    time.textContent = timecode(this.head.start);
    time.setAttribute('aria-label', `Play from ${timecode(this.head.start)}`);
    time.addEventListener('click', () => player.seek(this.head.start));
    return time;
  }

  private speakerSelect(view: EditorView): HTMLSelectElement {
    const select = document.createElement('select');
    select.className = 'section-head__speaker';
    select.setAttribute('aria-label', `Speaker of the box at ${timecode(this.head.start)}`);
    for (const speaker of [{ id: '', name: 'No speaker' }, ...this.speakers]) {
      const option = document.createElement('option');
      option.value = speaker.id;
      option.textContent = speaker.name;
      option.selected = speaker.id === this.head.speakerId;
      select.append(option);
    }
    select.addEventListener('change', () => {
      const from = view.posAtDOM(select);
      changeSpeaker(view, from, select.value);
      view.focus();
    });
    return select;
  }

  override ignoreEvent(): boolean {
    return true;
  }
}

/** Which box the player is in, its head marked and followed while playing. */
export const setPlayingSection = StateEffect.define<string | null>();

const playingSection = StateField.define<string | null>({
  create: () => null,
  update(id, tr) {
    for (const effect of tr.effects) if (effect.is(setPlayingSection)) id = effect.value;
    return id;
  },
});

/** The id of the box the player is in, if it has been told. */
export const playingSectionOf = (state: EditorState): string | null =>
  state.field(playingSection, false) ?? null;

const headDecoration = (state: EditorState, head: SectionHead) =>
  Decoration.replace({
    widget: new HeadWidget(
      head,
      state.field(speakersField),
      state.field(playingSection) === head.id,
    ),
    block: true,
  });

function headDecorations(state: EditorState): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  const { doc } = state;
  for (let number = 1; number <= doc.lines; number++) {
    const line = doc.line(number);
    const head = parseHeadLine(line.text);
    if (head) builder.add(line.from, line.to, headDecoration(state, head));
  }
  return builder.finish();
}

/** The header lines the transaction touched, as their line ranges in the new document. */
function touchedLines(tr: Transaction): { from: number; to: number }[] {
  const touched: { from: number; to: number }[] = [];
  tr.changes.iterChangedRanges((_fromA, _toA, fromB, toB) => {
    touched.push({ from: tr.newDoc.lineAt(fromB).from, to: tr.newDoc.lineAt(toB).to });
  });
  return touched;
}

/**
 * The heads of the boxes that stopped or started playing drawn again, and only they: the player
 * moving on to the next box costs two heads, not a thousand.
 */
function redrawPlaying(decorations: DecorationSet, tr: Transaction): DecorationSet {
  const ids = new Set([tr.startState.field(playingSection), tr.state.field(playingSection)]);
  const heads: Range<Decoration>[] = [];
  decorations.between(0, tr.state.doc.length, (from, to, decoration) => {
    const { head } = decoration.spec.widget as HeadWidget;
    if (ids.has(head.id)) heads.push(headDecoration(tr.state, head).range(from, to));
  });
  // Each replaced where it stands: the rest of the set is kept as it is, not copied.
  return heads.reduce(
    (updated, head) =>
      updated.update({
        filterFrom: head.from,
        filterTo: head.to,
        filter: (from) => from !== head.from,
        add: [head],
      }),
    decorations,
  );
}

function updateDecorations(decorations: DecorationSet, tr: Transaction): DecorationSet {
  const redraw = (field: StateField<unknown>) =>
    tr.startState.field(field) !== tr.state.field(field);
  if (redraw(speakersField)) return headDecorations(tr.state);
  if (redraw(playingSection) && !tr.docChanged) return redrawPlaying(decorations, tr);
  if (redraw(playingSection)) return headDecorations(tr.state);
  if (!tr.docChanged) return decorations;
  let updated = decorations.map(tr.changes);
  for (const { from, to } of touchedLines(tr)) {
    const add = [];
    for (let pos = from; pos <= to;) {
      const line = tr.newDoc.lineAt(pos);
      const head = parseHeadLine(line.text);
      if (head) add.push(headDecoration(tr.state, head).range(line.from, line.to));
      pos = line.to + 1;
    }
    updated = updated.update({ filterFrom: from, filterTo: to, filter: () => false, add });
  }
  return updated;
}

/** The boxes' heads drawn over their header lines, which the cursor steps over whole. */
export const sectionHeads = StateField.define<DecorationSet>({
  create: headDecorations,
  update: updateDecorations,
  provide: (field) => [
    playingSection,
    EditorView.decorations.from(field),
    EditorView.atomicRanges.of((view) => view.state.field(field)),
  ],
});

/**
 * The boxes' heads in document order, each with where its header line starts, until `visit`
 * answers false. Read from the drawn heads, which follow every edit: no line is parsed again.
 */
export function eachHead(
  state: EditorState,
  visit: (head: SectionHead, from: number) => boolean | void,
): void {
  state.field(sectionHeads).between(0, state.doc.length, (from, _to, decoration) => {
    const widget = decoration.spec.widget as HeadWidget;
    return visit(widget.head, from) === false ? false : undefined;
  });
}

/** A header line followed by another header, or ending the document: it needs a text line. */
function missingTextLines(doc: Text, lines: { from: number; to: number }[]): number[] {
  const at: number[] = [];
  for (const { from, to } of lines)
    for (let pos = from; pos <= to;) {
      const line = doc.lineAt(pos);
      const next = line.number < doc.lines ? doc.line(line.number + 1) : undefined;
      if (parseHeadLine(line.text) && (!next || parseHeadLine(next.text))) at.push(line.to);
      pos = line.to + 1;
    }
  return at;
}

const headTexts = (doc: Text, lines: { from: number; to: number }[]): Set<string> => {
  const found = new Set<string>();
  for (const { from, to } of lines)
    for (let pos = from; pos <= to;) {
      const line = doc.lineAt(pos);
      if (line.text.includes(HEAD_MARK)) found.add(line.text);
      pos = line.to + 1;
    }
  return found;
};

/** Only the editor's own commands, undo and redo write a header; typing never does. */
const writesHeads = (tr: Transaction): boolean =>
  ['input.section', 'input.speaker', 'input.time', 'input.replace', 'undo', 'redo'].some((event) =>
    tr.isUserEvent(event),
  );

/** A header line made by this edit that is not well formed, or not the editor's own. */
function damaged(tr: Transaction, lines: { from: number; to: number }[]): boolean {
  const before: { from: number; to: number }[] = [];
  tr.changes.iterChangedRanges((fromA, toA) => {
    before.push({
      from: tr.startState.doc.lineAt(fromA).from,
      to: tr.startState.doc.lineAt(toA).to,
    });
  });
  const old = headTexts(tr.startState.doc, before);
  return [...headTexts(tr.newDoc, lines)].some(
    (text) => !parseHeadLine(text) || (!old.has(text) && !writesHeads(tr)),
  );
}

/**
 * Keeps the document a list of boxes: an edit that would break a header line is refused, the
 * first line is always a header (deleting everything leaves one empty box), and every header
 * keeps a text line to type in.
 */
export const keepSections = EditorState.transactionFilter.of((tr) => {
  if (!tr.docChanged) return tr;
  const lines = touchedLines(tr);
  if (damaged(tr, lines)) return [];
  if (!parseHeadLine(tr.newDoc.line(1).text)) {
    const first = tr.startState.doc.line(1).text;
    if (tr.newDoc.toString().includes(first)) return [];
    return [tr, { changes: { from: 0, insert: `${first}\n` }, sequential: true }];
  }
  const missing = missingTextLines(tr.newDoc, [{ from: 0, to: 0 }, ...lines]);
  if (missing.length === 0) return tr;
  return [tr, { changes: missing.map((at) => ({ from: at, insert: '\n' })), sequential: true }];
});
