import type { EditorState, Line } from '@codemirror/state';
import type { TranscriptContent, TranscriptSection, TranscriptSpeaker } from '@portal/contracts';
import { headLine, newSectionId, parseHeadLine } from './section-head.ts';
import type { PlacedSection } from './placed-section.ts';
import { sectionText, sectionWords } from './word-timings.ts';

/**
 * The editor's document for a transcript: each section's header line, then its text lines. With
 * none yet, one empty box at `firstStart`: a split job's typist starts at their range, not at 0.
 */
export function docText(sections: readonly TranscriptSection[], firstStart = 0): string {
  const boxes =
    sections.length > 0
      ? sections
      : [{ id: newSectionId(), start: firstStart, speakerId: '', text: '' }];
  return boxes
    .map(
      (section) =>
        `${headLine({ ...section, speakerId: section.speakerId ?? '' })}\n${section.text}`,
    )
    .join('\n');
}

/** A section as it lies in the document: its header line, then text from `textFrom` to `to`. */
function place(state: EditorState, header: Line): PlacedSection {
  const head = parseHeadLine(header.text)!;
  const { doc } = state;
  let last = header.number + 1 <= doc.lines ? doc.line(header.number + 1) : header;
  while (last.number < doc.lines && !parseHeadLine(doc.line(last.number + 1).text))
    last = doc.line(last.number + 1);
  return { head, from: header.from, textFrom: Math.min(header.to + 1, doc.length), to: last.to };
}

/** The section holding `pos` (a header belongs to its own section). */
export function sectionAt(state: EditorState, pos: number): PlacedSection {
  const { doc } = state;
  let line = doc.lineAt(pos);
  while (!parseHeadLine(line.text) && line.number > 1) line = doc.line(line.number - 1);
  return place(state, line);
}

/** The section after (1) or before (-1) `section`, if any. */
export function neighbourSection(
  state: EditorState,
  section: PlacedSection,
  direction: 1 | -1,
): PlacedSection | undefined {
  if (direction === 1)
    return section.to < state.doc.length ? sectionAt(state, section.to + 1) : undefined;
  return section.from > 0 ? sectionAt(state, section.from - 1) : undefined;
}

/** Every section of the document, in order. */
export function sectionsOf(state: EditorState): PlacedSection[] {
  const found: PlacedSection[] = [];
  const { doc } = state;
  for (let number = 1; number <= doc.lines; number++) {
    const line = doc.line(number);
    if (parseHeadLine(line.text)) found.push(place(state, line));
  }
  return found;
}

/**
 * The document read back as the transcript content model, each box named by the list, and each
 * box with timings given its words' timings as its text now stands.
 */
export function contentOf(
  state: EditorState,
  speakers: readonly TranscriptSpeaker[],
): TranscriptContent {
  const names = new Map(speakers.map((speaker) => [speaker.id, speaker.name]));
  const sections = sectionsOf(state).map((section) => {
    const { head } = section;
    const text = sectionText(state, section);
    const words = sectionWords(state, section, text);
    return {
      id: head.id,
      start: head.start,
      speaker: names.get(head.speakerId) ?? '',
      speakerId: head.speakerId,
      text,
      ...(words && { words }),
    };
  });
  return { sections, speakers: [...speakers] };
}
