import type { EditorState } from '@codemirror/state';
import { sectionAt, sectionsOf } from './transcript-doc.ts';

/**
 * Where the cursor stands, by section and offset into its text rather than by document
 * position, so it lands in the same words after edits elsewhere in the transcript.
 */
export interface CursorPlace {
  section: string;
  offset: number;
}

export function cursorPlaceOf(state: EditorState): CursorPlace {
  const pos = state.selection.main.head;
  const section = sectionAt(state, pos);
  return { section: section.head.id, offset: Math.max(0, pos - section.textFrom) };
}

/** The document position of `place`; the first section's text where its section is gone. */
export function positionOfPlace(state: EditorState, place: CursorPlace): number {
  const sections = sectionsOf(state);
  const section = sections.find((found) => found.head.id === place.section);
  if (!section) return sections[0]!.textFrom;
  return Math.min(section.textFrom + place.offset, section.to);
}
