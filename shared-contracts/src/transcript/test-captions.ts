import type { TranscriptSection } from './schema.ts';
import { textWords, type WordTiming } from './word-timings.ts';

/** The text's words spoken one after another from `start`, at `pace` characters a second. */
export function spokenWords(text: string, start: number, pace = 14): WordTiming[] {
  let at = start;
  return textWords(text).map(({ word }) => {
    const timing: WordTiming = [at, at + (word.length + 1) / pace, 0.9];
    at = timing[1];
    return timing;
  });
}

/** A section of a speech-to-text draft: its words timed as spoken at `pace` from `start`. */
export const timedSection = (
  section: Omit<TranscriptSection, 'words'>,
  pace?: number,
): TranscriptSection => ({ ...section, words: spokenWords(section.text, section.start, pace) });
