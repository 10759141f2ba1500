import { and, eq, sql } from 'drizzle-orm';
import type { JobType } from '@portal/contracts/common/statuses';
import type { Transcript, TranscriptContent } from '@portal/contracts/transcript/schema';
import type { Db } from '../../db/index.ts';
import { transcripts } from '../../db/schema.ts';
import { countWords } from '@portal/contracts/transcript/word-count';
import { withSpeakerIds } from '@portal/contracts/transcript/speakers';
import type { TranscriptRow } from '../../db/rows.ts';
import { logSave, type Written } from './versions.ts';

export const toTranscript = (row: TranscriptRow): Transcript => ({
  id: row.id,
  mediaId: row.mediaId,
  kind: row.kind,
  version: row.version,
  // Content saved before sections had speaker ids is read with them.
  content: withSpeakerIds(row.content),
  wordscount: row.wordsCount,
  updatedAt: Math.floor(row.updatedAt.getTime() / 1000),
});

/**
 * A transcript (or notes) never saved, as the editor opens it: no sections, at version 0, the
 * version its first save names; id and updatedAt 0, as no row holds it yet.
 */
export const neverSaved = (mediaId: number, kind: JobType): Transcript => ({
  id: 0,
  mediaId,
  kind,
  version: 0,
  content: { sections: [], speakers: [] },
  wordscount: 0,
  updatedAt: 0,
});

/** The media's transcript, or its notes. */
export async function findTranscript(
  db: Db,
  mediaId: number,
  kind: JobType,
): Promise<TranscriptRow | undefined> {
  const [row] = await db
    .select()
    .from(transcripts)
    .where(and(eq(transcripts.mediaId, mediaId), eq(transcripts.kind, kind)));
  return row;
}

export const wordsIn = (content: TranscriptContent): number =>
  content.sections.reduce((sum, section) => sum + countWords(section.text), 0);

/**
 * Saves the media's transcript, or its notes (each kind with its own versions): the first save
 * is version 1, every later one the next version, counted in the database so concurrent saves
 * each get their own; which part of it the version wrote is logged with it.
 */
export async function saveTranscript(
  db: Db,
  input: {
    mediaId: number;
    kind: JobType;
    content: TranscriptContent;
    /** Null for a version nobody signed in wrote: the speech-to-text draft. */
    userId: number | null;
    at: Date;
    written: Written;
  },
): Promise<TranscriptRow> {
  const values = {
    content: withSpeakerIds(input.content),
    wordsCount: wordsIn(input.content),
    updatedBy: input.userId,
    updatedAt: input.at,
  };
  const [row] = await db
    .insert(transcripts)
    .values({
      mediaId: input.mediaId,
      kind: input.kind,
      version: 1,
      createdAt: input.at,
      ...values,
    })
    .onConflictDoUpdate({
      target: [transcripts.mediaId, transcripts.kind],
      set: { ...values, version: sql`${transcripts.version} + 1` },
    })
    .returning();
  if (!row) throw new Error('The transcript was not saved');
  await logSave(db, row, input.written);
  return row;
}
