import { StateEffect, StateField, type EditorState } from '@codemirror/state';
import { invertedEffects } from '@codemirror/commands';
import type { TranscriptSection } from '@portal/contracts';
import {
  alignWords,
  textWords,
  timingsFit,
  type WordTiming,
} from '@portal/contracts/transcript/word-timings';
import type { PlacedSection } from './placed-section.ts';

/**
 * A section's word timings with the text they were given for. The editor keeps the text as the
 * section opened (or as a split or merge left it) and aligns its words to the text as it is now
 * when asked (`sectionWords`): every keystroke would otherwise have to move timings about.
 */
export interface TimingBase {
  text: string;
  words: readonly WordTiming[];
}

type Bases = ReadonlyMap<string, TimingBase>;

/** Sections' timing bases replaced; null: the section has no timings from now on. */
export const setTimingBases = StateEffect.define<ReadonlyMap<string, TimingBase | null>>();

/** Each section's timing base, by section id; a typed section has none. */
export const timingBasesField = StateField.define<Bases>({
  create: () => new Map(),
  update(bases, tr) {
    for (const effect of tr.effects) {
      if (!effect.is(setTimingBases)) continue;
      const next = new Map(bases);
      for (const [id, base] of effect.value)
        if (base) next.set(id, base);
        else next.delete(id);
      bases = next;
    }
    return bases;
  },
});

/** A split or merge undone takes its sections' timings back with it. */
export const undoableTimings = invertedEffects.of((tr) => {
  const bases = tr.startState.field(timingBasesField);
  return tr.effects.flatMap((effect) =>
    effect.is(setTimingBases)
      ? [
          setTimingBases.of(
            new Map([...effect.value.keys()].map((id) => [id, bases.get(id) ?? null])),
          ),
        ]
      : [],
  );
});

/** The bases of the sections that came with timings fitting their text. */
export function timingBasesOf(sections: readonly TranscriptSection[]): Bases {
  return new Map(
    sections.flatMap(({ id, text, words }) =>
      words && timingsFit(text, words) ? [[id, { text, words }] as const] : [],
    ),
  );
}

// The last alignment of each base: a section not typed in since is not aligned again.
const aligned = new WeakMap<TimingBase, { text: string; words: WordTiming[] | undefined }>();

/** The timings of `text`'s words from `base`, or none when they would not fit it. */
export function alignedWords(base: TimingBase, text: string): WordTiming[] | undefined {
  const last = aligned.get(base);
  if (last?.text === text) return last.words;
  const found = alignWords(base, text);
  const words = found && timingsFit(text, found) ? found : undefined;
  aligned.set(base, { text, words });
  return words;
}

export const sectionText = (state: EditorState, section: PlacedSection): string =>
  section.textFrom <= section.to ? state.doc.sliceString(section.textFrom, section.to) : '';

/** The section's word timings as its text stands, one per word; none for a typed section. */
export function sectionWords(
  state: EditorState,
  section: PlacedSection,
  text = sectionText(state, section),
): WordTiming[] | undefined {
  const base = state.field(timingBasesField, false)?.get(section.head.id);
  return base && alignedWords(base, text);
}

/** A word of the document with its timing. */
export interface TimedWord {
  from: number;
  to: number;
  timing: WordTiming;
}

/** The section's words where they stand in the document, with their timings. */
export function timedWords(state: EditorState, section: PlacedSection): TimedWord[] {
  const text = sectionText(state, section);
  const words = sectionWords(state, section, text);
  if (!words) return [];
  return textWords(text).map((word, index) => ({
    from: section.textFrom + word.from,
    to: section.textFrom + word.to,
    timing: words[index]!,
  }));
}

/**
 * The timed word at `pos`: the one it is in or touches, else the next one after it in the
 * section, else the last before it.
 */
export function timedWordAt(
  state: EditorState,
  section: PlacedSection,
  pos: number,
): TimedWord | undefined {
  const words = timedWords(state, section);
  return words.find((word) => pos <= word.to) ?? words[words.length - 1];
}

/**
 * The timings a split gives: the text up to `from` stays, the text from `to` on becomes section
 * `id`, each part keeping the timings of its words (a word cut in two gives both halves its
 * time); a part left without words has none.
 */
export function splitTimings(
  state: EditorState,
  section: PlacedSection,
  { from, to, id }: { from: number; to: number; id: string },
): StateEffect<ReadonlyMap<string, TimingBase | null>> | undefined {
  const words = timedWords(state, section);
  if (words.length === 0) return undefined;
  const text = sectionText(state, section);
  const part = (textFrom: number, textTo: number, kept: readonly TimedWord[]) =>
    kept.length > 0
      ? {
          text: text.slice(textFrom - section.textFrom, textTo - section.textFrom),
          words: kept.map((word) => word.timing),
        }
      : null;
  return setTimingBases.of(
    new Map([
      [
        section.head.id,
        part(
          section.textFrom,
          from,
          words.filter((word) => word.from < from),
        ),
      ],
      [
        id,
        part(
          to,
          section.to,
          words.filter((word) => word.to > to),
        ),
      ],
    ]),
  );
}

/**
 * The timings a merge gives the section `into` that `from` joins (`joiner` between their
 * texts): both sections' timings one after the other, or none when either has none.
 */
export function mergeTimings(
  state: EditorState,
  into: PlacedSection,
  from: PlacedSection,
  joiner: string,
): StateEffect<ReadonlyMap<string, TimingBase | null>> | undefined {
  const before = sectionWords(state, into);
  const after = sectionWords(state, from);
  if (!before && !after) return undefined;
  const text = `${sectionText(state, into)}${joiner}${sectionText(state, from)}`;
  const merged = before && after ? { text, words: [...before, ...after] } : null;
  return setTimingBases.of(
    new Map([[into.head.id, merged && timingsFit(text, merged.words) ? merged : null]]),
  );
}
