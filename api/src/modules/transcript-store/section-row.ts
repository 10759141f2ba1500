import type { TranscriptSection } from '@portal/contracts/transcript/schema';
import { countWords } from '@portal/contracts/transcript/word-count';

/** A section as `transcript_sections` keeps it: its place in its save, its own word count. */
export const sectionRow = (transcriptId: number, section: TranscriptSection, position: number) => ({
  transcriptId,
  id: section.id,
  start: section.start,
  position,
  section,
  wordsCount: countWords(section.text),
});
