import { SearchQuery } from '@codemirror/search';
import {
  EditorSelection,
  RangeSet,
  RangeValue,
  StateEffect,
  StateField,
  type ChangeSet,
  type EditorState,
  type Text,
  type TransactionSpec,
} from '@codemirror/state';
import { isHeadLine } from './section-head.ts';
import { setSpeakers, speakersField } from './speakers.ts';

export interface FindOptions {
  search: string;
  caseSensitive: boolean;
}

export interface Match {
  from: number;
  to: number;
}

const queryOf = ({ search, caseSensitive }: FindOptions) =>
  new SearchQuery({
    search,
    caseSensitive,
    literal: true,
    test: (_match, state, from) => !isHeadLine(state.doc.lineAt(from).text),
  });

function matchesIn(state: EditorState, options: FindOptions, from?: number, to?: number) {
  const matches: Match[] = [];
  const cursor = queryOf(options).getCursor(state, from, to) as Iterator<Match>;
  for (let next = cursor.next(); !next.done; next = cursor.next())
    matches.push({ from: next.value.from, to: next.value.to });
  return matches;
}

/** Every match in the boxes' text (never in their headers), in order. */
export function findMatches(state: EditorState, options: FindOptions): Match[] {
  return options.search ? matchesIn(state, options) : [];
}

/** The whole lines a change touched, in the changed document, in order and apart. */
function changedLines(doc: Text, changes: ChangeSet): Match[] {
  const lines: Match[] = [];
  changes.iterChangedRanges((_fromA, _toA, fromB, toB) => {
    const from = doc.lineAt(fromB).from;
    const to = doc.lineAt(toB).to;
    const last = lines[lines.length - 1];
    if (last && from <= last.to + 1) last.to = Math.max(last.to, to);
    else lines.push({ from, to });
  });
  return lines;
}

/** A match, as the editor keeps it among the others (a RangeSet, mapped through changes). */
class MatchMark extends RangeValue {}
const matchMark = new MatchMark();

/** Matches kept by the editor: mapping them through a change moves whole chunks, not each one. */
export type MatchSet = RangeSet<MatchMark>;

export const matchSetOf = (matches: readonly Match[]): MatchSet =>
  RangeSet.of(matches.map((match) => matchMark.range(match.from, match.to)));

/** The matches of a set, in order. */
export function matchList(set: MatchSet): Match[] {
  const matches: Match[] = [];
  for (const cursor = set.iter(); cursor.value; cursor.next())
    matches.push({ from: cursor.from, to: cursor.to });
  return matches;
}

/**
 * The matches of `options` after `changes`, from those before them: a match lies within one line
 * (the search is one line of text), so only the lines the changes touched are searched again and
 * every other match only moves. A key typed costs its line, not the transcript.
 */
export function matchesAfter(
  matches: MatchSet,
  changes: ChangeSet,
  state: EditorState,
  options: FindOptions,
): MatchSet {
  if (!options.search) return RangeSet.empty;
  let kept = matches.map(changes);
  for (const line of changedLines(state.doc, changes))
    kept = kept.update({
      filterFrom: line.from,
      filterTo: line.to,
      filter: () => false,
      add: matchesIn(state, options, line.from, line.to).map((match) =>
        matchMark.range(match.from, match.to),
      ),
    });
  return kept;
}

/** Sets what the editor searches for (an empty search: nothing, which costs typing nothing). */
export const setFindOptions = StateEffect.define<FindOptions>();

export interface FindState {
  options: FindOptions;
  matches: MatchSet;
}

/**
 * The find panel's search and its matches, kept up to date through every change (matchesAfter)
 * instead of searched again over the whole transcript for each key.
 */
export const findField = StateField.define<FindState>({
  create: () => ({ options: { search: '', caseSensitive: false }, matches: RangeSet.empty }),
  update(value, tr) {
    const set = tr.effects.findLast((effect) => effect.is(setFindOptions));
    if (set) return { options: set.value, matches: matchSetOf(findMatches(tr.state, set.value)) };
    if (!tr.docChanged || !value.options.search) return value;
    return { ...value, matches: matchesAfter(value.matches, tr.changes, tr.state, value.options) };
  },
});

const replaceIn = (text: string, { search, caseSensitive }: FindOptions, replacement: string) =>
  text.replace(
    new RegExp(search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), caseSensitive ? 'g' : 'gi'),
    () => replacement,
  );

/** The speakers whose names hold the search. */
export const speakerMatches = (state: EditorState, options: FindOptions) =>
  options.search
    ? state
        .field(speakersField)
        .filter((speaker) => replaceIn(speaker.name, options, '\0') !== speaker.name)
    : [];

/** One match replaced, the cursor after it. */
export const replaceMatch = (match: Match, replacement: string): TransactionSpec => ({
  changes: { ...match, insert: replacement },
  selection: EditorSelection.cursor(match.from + replacement.length),
  scrollIntoView: true,
  userEvent: 'input.replace',
});

/**
 * Every match replaced, in the text and in speaker names (the boxes show the list's names, so a
 * renamed speaker is renamed on each of its boxes), as one step that one undo takes back.
 */
export function replaceAll(
  state: EditorState,
  options: FindOptions,
  replacement: string,
): TransactionSpec {
  const renamed = new Set(speakerMatches(state, options));
  const speakers = state
    .field(speakersField)
    .map((speaker) =>
      renamed.has(speaker)
        ? { ...speaker, name: replaceIn(speaker.name, options, replacement) }
        : speaker,
    );
  return {
    changes: findMatches(state, options).map((match) => ({ ...match, insert: replacement })),
    effects: renamed.size > 0 ? setSpeakers.of(speakers) : [],
    userEvent: 'input.replace',
  };
}
