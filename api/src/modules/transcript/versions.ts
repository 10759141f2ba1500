import { and, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
import { transcriptTexts } from '@portal/contracts/transcript/texts';
import type { Db } from '../../db/index.ts';
import { transcriptSaves } from '../../db/schema.ts';
import type { TranscriptRecord } from '../../db/rows.ts';
import { ApiError } from '../../lib/http-errors.ts';
import type { JobRange } from '../job/transcript-scope.ts';

/** What a save writes: the ranges of the caller's jobs, or the whole transcript (admins). */
export type Written = readonly JobRange[] | 'whole';

/** Whether a save after version `base` (up to `upTo`) wrote some of `written`; a whole save overlaps all. */
async function writtenSince(
  tx: Db,
  transcriptId: number,
  base: number,
  upTo: number,
  written: Written,
) {
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
        lte(transcriptSaves.version, upTo),
        overlapping,
      ),
    )
    .limit(1);
  return later !== undefined;
}

/**
 * Refuses (409, with the current version) a save based on version `base` when a version after it
 * wrote some of what this one writes, or when the transcript never had that version: two tabs,
 * or an admin's save over a typist's range, are told rather than overwritten, while typists on
 * other ranges of the media save side by side. Called with the save's new version `row` written,
 * so the transcript's row is locked: every version before it is committed (its save held the
 * lock until then) and every later one waits, so none slips in between this check and the
 * commit, without a lock on the media around the whole save. `known`: the answer when the save
 * already read it in a snapshot holding every version before its own; read here otherwise.
 */
export async function ensureNoLaterOverlap(
  tx: Db,
  row: Pick<TranscriptRecord, 'id' | 'version'>,
  base: number,
  written: Written,
  known?: boolean,
): Promise<void> {
  const version = row.version - 1;
  if (base === version) return;
  if (base > version || (known ?? (await writtenSince(tx, row.id, base, version, written))))
    throw new ApiError(409, transcriptTexts.changedElsewhere, {}, { version });
}
