import { transcriptTexts } from '@portal/contracts/transcript/texts';
import type { Db } from '../../db/index.ts';
import type { TranscriptRecord } from '../../db/rows.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { runStatement, type Statement } from '../../lib/statements.ts';
import type { JobRange } from '../job/transcript-scope.ts';

/** What a save writes: the ranges of the caller's jobs, or the whole transcript (admins). */
export type Written = readonly JobRange[] | 'whole';

/** What a save wrote, as rows of its log: its ranges, or one row of nulls for the whole. */
export const writtenRows = (written: Written) =>
  written === 'whole'
    ? [{ start: null, end: null }]
    : written.map((range) => ({ start: range.start, end: range.end }));

/** SQL: `writtenRows`, sent as one json array, as the from-item `w`. */
export const writtenFrom = (json: string) =>
  `jsonb_to_recordset(${json}::jsonb) as w("start" integer, "end" integer)`;

/**
 * SQL: whether a save logged after version `base` and before `before` wrote some of `written`
 * (a from-item `w` of `writtenRows`): a whole save, logged or being made, overlaps all. The one
 * rule of the save's tail and of `writtenSince`.
 */
export const overlapSql = (transcript: string, base: string, before: string, written: string) =>
  `exists (
    select from "transcript_saves" l
    where l."transcript_id" = ${transcript} and l."version" > ${base} and l."version" < ${before}
      and (l."range_start" is null or exists (
        select from ${written}
        where w."start" is null or (l."range_start" < w."end" and l."range_end" > w."start"))))`;

const laterOverlap: Statement = {
  name: 'save_later_overlap',
  text: `select ${overlapSql('$1', '$2', '$3', writtenFrom('$4'))} as "overlapped"`,
};

/** Whether a save after version `base` (up to `upTo`) wrote some of `written`. */
async function writtenSince(
  tx: Db,
  transcriptId: number,
  base: number,
  upTo: number,
  written: Written,
): Promise<boolean> {
  const [answer] = await runStatement<{ overlapped: boolean }>(tx, laterOverlap, [
    transcriptId,
    base,
    upTo + 1,
    JSON.stringify(writtenRows(written)),
  ]);
  return answer?.overlapped === true;
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
