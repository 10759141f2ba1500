import type { media, projects, transcripts } from './schema.ts';

/** Rows of the tables several modules read, named once. */
export type MediaRow = typeof media.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type TranscriptRow = typeof transcripts.$inferSelect;
