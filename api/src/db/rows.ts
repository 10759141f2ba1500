import type { TranscriptContent } from '@portal/contracts/transcript/schema';
import type { media, projects, transcripts } from './schema.ts';

/** Rows of the tables several modules read, named once. */
export type MediaRow = typeof media.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
/** A transcript's own row: version, speakers, words; its sections are rows of their own. */
export type TranscriptRecord = typeof transcripts.$inferSelect;
/** A transcript as its readers have it: its row with the content its sections and speakers make. */
export type TranscriptRow = Omit<TranscriptRecord, 'speakers'> & { content: TranscriptContent };
