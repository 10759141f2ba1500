import { eq, sql } from 'drizzle-orm';
import type { JobType } from '@portal/contracts/common/statuses';
import type { TranscriptContent } from '@portal/contracts/transcript/schema';
import { countWords } from '@portal/contracts/transcript/word-count';
import type { Db } from '../../db/index.ts';
import { transcriptSections, transcripts } from '../../db/schema.ts';
import type { TranscriptRow } from '../../db/rows.ts';
import { findTranscriptById } from './read.ts';
import { sectionRow } from './section-row.ts';

/**
 * For tests: the media's transcript (or notes) stored as given, as an import or a script could
 * leave it (sections in any order, no check), at `version` (kept as it is when the transcript
 * exists and none is given) and with no save logged.
 */
export async function storeContent(
  db: Db,
  input: {
    mediaId: number;
    kind?: JobType;
    content: TranscriptContent;
    at: Date;
    version?: number;
  },
): Promise<TranscriptRow> {
  const { content } = input;
  const wordsCount = content.sections.reduce((sum, section) => sum + countWords(section.text), 0);
  const [row] = await db
    .insert(transcripts)
    .values({
      mediaId: input.mediaId,
      kind: input.kind ?? 'default',
      version: input.version ?? 1,
      speakers: content.speakers,
      wordsCount,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .onConflictDoUpdate({
      target: [transcripts.mediaId, transcripts.kind],
      set: {
        speakers: content.speakers,
        wordsCount,
        version: input.version ?? sql`${transcripts.version}`,
      },
    })
    .returning({ id: transcripts.id });
  const id = row!.id;
  await db.delete(transcriptSections).where(eq(transcriptSections.transcriptId, id));
  if (content.sections.length > 0)
    await db
      .insert(transcriptSections)
      .values(content.sections.map((section, position) => sectionRow(id, section, position)));
  return (await findTranscriptById(db, id))!;
}
