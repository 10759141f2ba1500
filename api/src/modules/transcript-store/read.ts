import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { JobType } from '@portal/contracts/common/statuses';
import type { TranscriptContent } from '@portal/contracts/transcript/schema';
import { withSpeakerIds } from '@portal/contracts/transcript/speakers';
import type { Db } from '../../db/index.ts';
import { transcriptSections, transcripts } from '../../db/schema.ts';
import type { TranscriptRow } from '../../db/rows.ts';

/*
 * The one reader of stored transcripts (their rows and sections), for every module that reads
 * one: the editor, snapshots, submits, merges, documents, jobs, the speech-to-text draft. Its
 * writer is the transcript module's `saveSections`.
 */

const { speakers: _speakers, ...recordColumns } = getTableColumns(transcripts);

/**
 * Transcripts with their content, assembled from their sections in start order in the same
 * statement (one snapshot: never sections of one version beside the speakers of another).
 */
async function assembled(db: Db, where: SQL | undefined): Promise<TranscriptRow | undefined> {
  const [row] = await db
    .select({
      ...recordColumns,
      // Named in full: drizzle names the columns of a select without their table.
      content: sql<TranscriptContent>`json_build_object(
        'speakers', "transcripts"."speakers",
        'sections', coalesce((select json_agg(s."section" order by s."start", s."position", s."id")
          from ${transcriptSections} s where s."transcript_id" = "transcripts"."id"), '[]'::json))`,
    })
    .from(transcripts)
    .where(where);
  if (!row) return undefined;
  const content = typeof row.content === 'string' ? JSON.parse(row.content) : row.content;
  // Content saved before sections had speaker ids is read with them.
  return { ...row, content: withSpeakerIds(content as TranscriptContent) };
}

/** The media's transcript, or its notes, with its content. */
export const findTranscript = (
  db: Db,
  mediaId: number,
  kind: JobType,
): Promise<TranscriptRow | undefined> =>
  assembled(db, and(eq(transcripts.mediaId, mediaId), eq(transcripts.kind, kind)));

/** A transcript by its own id, with its content. */
export const findTranscriptById = (db: Db, id: number): Promise<TranscriptRow | undefined> =>
  assembled(db, eq(transcripts.id, id));
