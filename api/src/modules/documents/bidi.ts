import { RTL_LETTER } from './model.ts';

type Direction = 'rtl' | 'ltr';

/** A word's direction: from its letters and digits; none when it has neither. */
function directionOf(word: string): Direction | null {
  if (RTL_LETTER.test(word)) return 'rtl';
  return /[\p{L}\p{N}]/u.test(word) ? 'ltr' : null;
}

/**
 * One line's words in the order pdfkit must lay them out to show them right: a simple form of
 * the Unicode bidirectional algorithm at word level. Consecutive right-to-left words become one
 * run joined by no-break spaces, which fontkit lays out (shapes and reverses) as one; the runs go
 * left to right in a left-to-right paragraph and right to left in a right-to-left one. Words
 * without letters or digits go with the run before them.
 */
export function visualLine(words: readonly string[], rtlParagraph: boolean): string {
  const runs: { direction: Direction; words: string[] }[] = [];
  for (const word of words) {
    const last = runs.at(-1);
    const direction = directionOf(word) ?? last?.direction ?? (rtlParagraph ? 'rtl' : 'ltr');
    if (last?.direction === direction) last.words.push(word);
    else runs.push({ direction, words: [word] });
  }
  const shown = runs.map((run) => run.words.join(run.direction === 'rtl' ? '\u00a0' : ' '));
  return (rtlParagraph ? shown.reverse() : shown).join(' ');
}
