import type { SectionHead } from './section-head.ts';

/** A section where it stands in the document: its head line, then its text lines. */
export interface PlacedSection {
  head: SectionHead;
  /** Start of the header line. */
  from: number;
  textFrom: number;
  /** End of the section's last text line. */
  to: number;
}
