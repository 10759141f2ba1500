import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EditorState } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import {
  shallowEqual,
  usePortalDispatch,
  usePortalSelector,
  type PortalState,
} from '@portal/contracts';
import { spellCheckerApi } from '@portal/contracts/spell-checker/client';
import { setMisspelled, type MisspelledWord } from '../../engine/spelling.ts';
import { spellingTexts } from './spelling-texts.ts';

/** The text is checked again this long after typing stops, not on every keystroke. */
export const CHECK_DELAY_MS = 1000;

const { checkSpelling } = spellCheckerApi.endpoints;

/**
 * The answers for each piece of text, kept subscribed: adding a word to the dictionary checks
 * them again (the SpellWords tag). Undefined until every piece has an answer.
 */
function useChecks(texts: readonly string[]) {
  const dispatch = usePortalDispatch();
  const selectAnswers = useMemo(() => {
    const selectors = texts.map((text) => checkSpelling.select({ text }));
    return (state: PortalState) => selectors.map((select) => select(state).data);
  }, [texts]);
  useEffect(() => {
    const checks = texts.map((text) => dispatch(checkSpelling.initiate({ text })));
    return () => checks.forEach((check) => check.unsubscribe());
  }, [dispatch, texts]);
  const answers = usePortalSelector(selectAnswers, shallowEqual);
  return answers.every((answer) => answer !== undefined) ? answers : undefined;
}

export interface Spelling {
  /** Call on every change of the text. */
  changed(state: EditorState): void;
  /** How many different words the checker does not know; undefined until it first answers. */
  unknown: number | undefined;
  /** The word whose suggestions are open. */
  word: MisspelledWord | null;
  suggest(word: MisspelledWord): void;
  close(): void;
}

/** Checks the transcript at open and after each pause in typing, and marks what is misspelled. */
export function useSpelling(view: EditorView | null): Spelling {
  // Null until the first pause in typing: the text the editor opened with.
  const [typed, setTyped] = useState<readonly string[] | null>(null);
  const [word, setWord] = useState<MisspelledWord | null>(null);
  const waiting = useRef<ReturnType<typeof setTimeout>>(undefined);
  const texts = useMemo(() => typed ?? (view ? spellingTexts(view.state) : []), [typed, view]);
  const answers = useChecks(texts);
  // Until a new text has its answers, the last ones stay marked and counted.
  const [shown, setShown] = useState(answers);
  if (answers && answers !== shown) setShown(answers);
  const words = useMemo(
    () => [...new Set(shown?.flatMap((answer) => answer.result.map((found) => found.word)))],
    [shown],
  );

  useEffect(() => {
    view?.dispatch({ effects: setMisspelled.of(words) });
  }, [view, words]);
  useEffect(() => () => clearTimeout(waiting.current), []);

  const changed = useCallback((state: EditorState) => {
    clearTimeout(waiting.current);
    waiting.current = setTimeout(() => setTyped(spellingTexts(state)), CHECK_DELAY_MS);
  }, []);
  const close = useCallback(() => setWord(null), []);
  return { changed, unknown: shown ? words.length : undefined, word, suggest: setWord, close };
}
