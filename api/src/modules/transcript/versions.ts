import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { transcriptTexts } from '@portal/contracts/transcript/texts';
import type { JobType } from '@portal/contracts/common/statuses';
import type { Db } from '../../db/index.ts';
import { media, transcriptSaves, transcripts } from '../../db/schema.ts';
import type { TranscriptRow } from '../../db/rows.ts';
import { ApiError } from '../../lib/http-errors.ts';
import type { JobRange } from '../job/transcript-scope.ts';

/** What a save writes: the ranges of the caller's jobs, or the whole transcript (admins). */
export type Written = readonly JobRange[] | 'whole';

/** Records which part of the transcript this version wrote, in the save's transaction. */
export async function logSave(tx: Db, row: TranscriptRow, written: Written): Promise<void> {
  const ranges =
    written === 'whole'
      ? [{ rangeStart: null, rangeEnd: null }]
      : written.map((range) => ({ rangeStart: range.start, rangeEnd: range.end }));
  await tx.insert(transcriptSaves).values(
    ranges.map((range) => ({
      transcriptId: row.id,
      version: row.version,
      savedBy: row.updatedBy,
      savedAt: row.updatedAt,
      ...range,
    })),
  );
}

/** Whether a save after version `base` wrote some of `written`; a whole save overlaps all. */
async function writtenSince(tx: Db, transcriptId: number, base: number, written: Written) {
  const { rangeStart, rangeEnd } = transcriptSaves;
  const overlapping =
    written === 'whole'
      ? undefined
      : or(
          isNull(rangeStart),
          ...written.map((range) => and(lt(rangeStart, range.end), gt(rangeEnd, range.start))),
        );
  const [later] = await tx
    .select({ version: transcriptSaves.version })
    .from(transcriptSaves)
    .where(
      and(
        eq(transcriptSaves.transcriptId, transcriptId),
        gt(transcriptSaves.version, base),
        overlapping,
      ),
    )
    .limit(1);
  return later !== undefined;
}

/**
 * Refuses (409, with the current version) a save based on version `base` when a later save
 * wrote some of what this one writes, or when the transcript never had that version: two tabs,
 * or an admin's save over a typist's range, are told rather than overwritten, while typists on
 * other ranges of the media save side by side. Locks the media first, so its saves queue up and
 * none slips in between the check and the write.
 */
export async function ensureUnchangedSince(
  tx: Db,
  target: { mediaId: number; kind: JobType },
  base: number,
  written: Written,
): Promise<void> {
  await tx.select({ id: media.id }).from(media).where(eq(media.id, target.mediaId)).for('update');
  const [current] = await tx
    .select({ id: transcripts.id, version: transcripts.version })
    .from(transcripts)
    .where(and(eq(transcripts.mediaId, target.mediaId), eq(transcripts.kind, target.kind)));
  const version = current?.version ?? 0;
  if (base === version) return;
  if (base > version || (current && (await writtenSince(tx, current.id, base, written))))
    throw new ApiError(409, transcriptTexts.changedElsewhere, {}, { version });
}
