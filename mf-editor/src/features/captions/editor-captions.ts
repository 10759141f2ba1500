import type { TranscriptContent } from '@portal/contracts';
import { transcriptCaptions, type Caption } from '@portal/contracts/transcript/captions';
import { alignWords } from '@portal/contracts/transcript/word-timings';

/**
 * The captions of the transcript as the editor holds it now. A section's own timings are used
 * where it has them; otherwise those it opened with, aligned to its text since (words that
 * stayed keep their times), so a typist's corrections are checked as the SRT will cut them.
 */
export function editorCaptions(opened: TranscriptContent, current: TranscriptContent): Caption[] {
  const before = new Map(opened.sections.map((section) => [section.id, section]));
  return transcriptCaptions(
    current.sections.map((section) => {
      const was = before.get(section.id);
      const words = section.words ?? (was && alignWords(was, section.text));
      return { ...section, words };
    }),
  );
}
