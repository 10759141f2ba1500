import { SearchQuery } from '@codemirror/search';
import { EditorSelection, type EditorState, type TransactionSpec } from '@codemirror/state';
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

/** Every match in the boxes' text (never in their headers), in order. */
export function findMatches(state: EditorState, options: FindOptions): Match[] {
  if (!options.search) return [];
  const matches: Match[] = [];
  const cursor = queryOf(options).getCursor(state) as Iterator<Match>;
  for (let next = cursor.next(); !next.done; next = cursor.next()) matches.push(next.value);
  return matches;
}

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
