import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { JobType } from '@portal/contracts/common/statuses';
import type {
  Transcript,
  TranscriptContent,
  TranscriptSection,
  TranscriptSpeaker,
} from '@portal/contracts/transcript/schema';
import { jobTexts } from '@portal/contracts/job/texts';
import { transcriptTexts } from '@portal/contracts/transcript/texts';
import type { Db } from '../../db/index.ts';
import { transcriptSections, transcripts } from '../../db/schema.ts';
import { countWords } from '@portal/contracts/transcript/word-count';
import { withSpeakerIds } from '@portal/contracts/transcript/speakers';
import type { TranscriptRecord, TranscriptRow } from '../../db/rows.ts';
import { RequestValidationError, unprocessable } from '../../lib/http-errors.ts';
import { rangeText } from '../job/format.ts';
import type { JobRange } from '../job/transcript-scope.ts';
import { mergeSpeakers, startsWithin } from './ranges.ts';
import { findTranscriptById } from '../transcript-store/read.ts';
import { sectionRow } from '../transcript-store/section-row.ts';

export { findTranscript, findTranscriptById } from '../transcript-store/read.ts';
import {
  ensureNoLaterOverlap,
  overlapSql,
  writtenFrom,
  writtenRows,
  type Written,
} from './versions.ts';
import { runStatement, type Statement } from '../../lib/statements.ts';

export const toTranscript = (row: TranscriptRow): Transcript => ({
  id: row.id,
  mediaId: row.mediaId,
  kind: row.kind,
  version: row.version,
  content: row.content,
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

/** Words of the content's sections, markers not counted. */
export const wordsIn = (content: TranscriptContent): number =>
  content.sections.reduce((sum, section) => sum + countWords(section.text), 0);

/** What a save changes: sections written (new or changed), removed, and the speakers list. */
export interface SectionChanges {
  /** New and changed sections, in content order. */
  sections: readonly TranscriptSection[];
  /** Ids of sections removed (ones no longer stored are let be). */
  removed: readonly string[];
  /** The speakers list, when it changed. */
  speakers?: readonly TranscriptSpeaker[];
}

/**
 * Which stored sections a save replaces besides those it names: none (an incremental save), the
 * ones of its ranges (a typist's whole save of their ranges) or all (a whole transcript).
 */
export type Replacing = 'named' | 'ranges' | 'all';

export interface SaveInput {
  mediaId: number;
  kind: JobType;
  changes: SectionChanges;
  replacing: Replacing;
  /** Null for a version nobody signed in wrote: the speech-to-text draft. */
  userId: number | null;
  at: Date;
  written: Written;
  /**
   * The version the edit is based on: a later save that wrote some of what this one writes
   * refuses it (409). None for the writers that replace all with nothing to lose (seed, merge).
   */
  base?: number;
  /** Where a refused section is named: `content` for a whole save; sections, removed unless told. */
  field?: string;
}

/** The transcript's id, the row made (at version 0, in this transaction) at its first save. */
async function transcriptId(tx: Db, input: SaveInput): Promise<number> {
  const where = and(eq(transcripts.mediaId, input.mediaId), eq(transcripts.kind, input.kind));
  const [found] = await tx.select({ id: transcripts.id }).from(transcripts).where(where);
  if (found) return found.id;
  // A first save of another tab or typist may be under way: this waits for it, then uses its row.
  await tx
    .insert(transcripts)
    .values({
      mediaId: input.mediaId,
      kind: input.kind,
      version: 0,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .onConflictDoNothing();
  const [made] = await tx.select({ id: transcripts.id }).from(transcripts).where(where);
  if (!made) throw new Error('The transcript was not saved');
  return made.id;
}

const inRanges = (ranges: readonly JobRange[]): SQL | undefined =>
  or(
    ...ranges.map((range) =>
      and(
        sql`${transcriptSections.start} >= ${range.start}`,
        sql`${transcriptSections.start} < ${range.end}`,
      ),
    ),
  );

/** The transcript's id and, locked in id order, the stored sections of these ids: one round trip. */
const namedLock: Statement = {
  name: 'save_named_sections_lock',
  text: `select t."id" as "transcriptId", s."id", s."start", s."wordsCount", s."text"
    from "transcripts" t left join lateral (
      select s."id", s."start", s."words_count" as "wordsCount",
        case when s."words_count" is null then s."section"->>'text' end as "text"
      from "transcript_sections" s
      where s."transcript_id" = t."id" and s."id" in (select jsonb_array_elements_text($3::jsonb))
      order by s."id" for update
    ) s on true
    where t."media_id" = $1 and t."kind" = $2`,
};

type StoredSection = { id: string; start: number; words: number };

const storedOf = (row: {
  id: string;
  start: number;
  wordsCount: number | null;
  text: string | null;
}): StoredSection => ({
  id: row.id,
  start: row.start,
  words: row.wordsCount ?? countWords(row.text ?? ''),
});

/**
 * An incremental save's transcript and stored sections (`lockWritten`'s), with the transcript's
 * id read in the same statement; a first save makes the transcript first.
 */
async function lockNamed(tx: Db, input: SaveInput, ranges: readonly JobRange[]) {
  const named = [...input.changes.sections.map((section) => section.id), ...input.changes.removed];
  const rows = await runStatement<{
    transcriptId: number;
    id: string | null;
    start: number;
    wordsCount: number | null;
    text: string | null;
  }>(tx, namedLock, [input.mediaId, input.kind, JSON.stringify(named)]);
  const [first] = rows;
  if (!first) {
    const id = await transcriptId(tx, input);
    return { id, stored: await lockWritten(tx, id, input, ranges) };
  }
  const stored = rows.flatMap((row) => (row.id === null ? [] : [storedOf({ ...row, id: row.id })]));
  return { id: first.transcriptId, stored };
}

/**
 * Locks, in id order, the stored sections the save writes (the named ones and those it replaces),
 * so two saves of one section queue up on its row while saves of other sections go by; answers
 * each with its start and words (counted from its text where none are stored).
 */
async function lockWritten(tx: Db, id: number, input: SaveInput, ranges: readonly JobRange[]) {
  const s = transcriptSections;
  const named = [...input.changes.sections.map((section) => section.id), ...input.changes.removed];
  const scope =
    input.replacing === 'all'
      ? undefined
      : or(
          named.length > 0 ? inArray(s.id, named) : undefined,
          input.replacing === 'ranges' ? inRanges(ranges) : undefined,
        );
  if (input.replacing === 'named' && named.length === 0) return [];
  const rows = await tx
    .select({
      id: s.id,
      start: s.start,
      wordsCount: s.wordsCount,
      text: sql<string | null>`case when ${s.wordsCount} is null then ${s.section}->>'text' end`,
    })
    .from(s)
    .where(and(eq(s.transcriptId, id), scope))
    .orderBy(asc(s.id))
    .for('update');
  return rows.map(storedOf);
}

/**
 * A typist's save writes inside their ranges only: the sections it sends start there (checked
 * before), and those it replaces or removes are stored there (422 otherwise: another's section).
 */
function ensureTheirs(
  stored: readonly { id: string; start: number }[],
  input: SaveInput,
  ranges: readonly JobRange[],
) {
  const inside = startsWithin(ranges);
  const sent = new Set(input.changes.sections.map((section) => section.id));
  for (const row of stored) {
    if (inside(row)) continue;
    if (sent.has(row.id)) throw unprocessable(jobTexts.sectionIdTaken, input.field ?? 'sections');
    const outside = jobTexts.outsideRange(ranges.map(rangeText).join(', '));
    throw unprocessable(outside, input.field ?? 'removed');
  }
}

/** The speakers the version lists: the sent list, as `mergeSpeakers` says for a typist's. */
async function speakersAfter(
  tx: Db,
  id: number,
  input: SaveInput,
  ranges: readonly JobRange[],
): Promise<TranscriptSpeaker[] | undefined> {
  const sent = input.changes.speakers;
  if (!sent) return undefined;
  if (input.written === 'whole') return [...sent];
  // Not `for update`: that waits on the key-share lock each section written by another save
  // holds on this row, while that save may wait on a section this one wrote (a deadlock).
  const [row] = await tx
    .select({ speakers: transcripts.speakers })
    .from(transcripts)
    .where(eq(transcripts.id, id))
    .for('no key update');
  const s = transcriptSections;
  const elsewhere = await tx
    .selectDistinct({
      id: sql<string | null>`${s.section}->>'speakerId'`,
      name: sql<string | null>`${s.section}->>'speaker'`,
    })
    .from(s)
    .where(and(eq(s.transcriptId, id), sql`not (${inRanges(ranges) ?? sql`false`})`));
  return mergeSpeakers(row?.speakers ?? [], sent, elsewhere);
}

/** Each section written names a listed speaker (or none): 422 naming the first that does not. */
function ensureSpeakersListed(
  sections: readonly TranscriptSection[],
  speakers: readonly TranscriptSpeaker[],
) {
  const listed = new Set(speakers.map((speaker) => speaker.id));
  const fields = sections.flatMap((section, index) =>
    section.speakerId && !listed.has(section.speakerId)
      ? [{ field: `sections[${index}][speakerId]`, message: transcriptTexts.speakerNotListed }]
      : [],
  );
  if (fields.length > 0) throw new RequestValidationError(fields);
}

/** The sections written, from one json array of rows, in id order as the stored ones are locked. */
const sectionsUpsert = (transcript: string, rows: string) => `
    insert into "transcript_sections" ("transcript_id", "id", "start", "position", "section", "words_count")
    select ${transcript}, r."id", r."start", r."position", r."section", r."wordsCount"
    from jsonb_to_recordset(${rows}::jsonb) as r("id" text, "start" double precision, "position" integer, "section" jsonb, "wordsCount" integer)
    order by r."id"
    on conflict ("transcript_id", "id") do update set "start" = excluded."start",
      "position" = excluded."position", "section" = excluded."section", "words_count" = excluded."words_count"`;

const upsertSections: Statement = {
  name: 'save_sections_upsert',
  text: sectionsUpsert('$1', '$2'),
};

/**
 * The save's tail in one statement: the sections written (`$8`, none when written before), then
 * the transcript's new version (its row locked until the commit, after the sections as every
 * save takes them: the update waits on the upsert), the log of what it wrote, and whether a
 * version after `base` wrote some of it. That answer is read in the statement's snapshot, which
 * misses versions committed while the update waited for the row: `seenVersion` says which
 * version the snapshot held, so the caller knows whether to trust it.
 */
const saveTail: Statement = {
  name: 'save_tail',
  text: `with "up" as (${sectionsUpsert('$1', '$8')}
      returning 1
    ), "saved" as (
      update "transcripts" set "version" = "version" + 1, "words_count" = "words_count" + $2,
        "updated_by" = $3, "updated_at" = $4::timestamptz, "speakers" = coalesce($5::jsonb, "speakers")
      where "id" = $1 and (select count(*) from "up") >= 0
      returning "id", "media_id" as "mediaId", "kind", "version", "speakers", "words_count" as "wordsCount",
        "updated_by" as "updatedBy", floor(extract(epoch from "created_at") * 1000)::float8 as "createdAt"
    ), "written" as (
      select * from ${writtenFrom('$6')}
    ), "logged" as (
      insert into "transcript_saves" ("transcript_id", "version", "range_start", "range_end", "saved_by", "saved_at")
      select "saved"."id", "saved"."version", w."start", w."end", "saved"."updatedBy", $4::timestamptz
      from "saved", "written" w
    )
    select "saved".*,
      (select "version" from "transcripts" where "id" = $1) as "seenVersion",
      ${overlapSql('$1', '$7', '"saved"."version"', '"written" w')} as "overlapped"
    from "saved"`,
};

type TailRow = Omit<TranscriptRecord, 'createdAt' | 'updatedAt'> & {
  createdAt: number;
  seenVersion: number;
  overlapped: boolean;
};

/**
 * Saves the media's transcript, or its notes (each kind with its own versions), writing only the
 * sections it changes: the first save is version 1, every later one the next. The section rows
 * are written first, so saves of other sections do not wait; the transcript's row (version,
 * words, speakers) is updated last, its lock held only for the tail, which logs what the version
 * wrote and refuses (409, all rolled back) a save based on `base` when a version after it wrote
 * some of the same part. Answers the transcript's row, without its content.
 */
export async function saveSections(tx: Db, input: SaveInput): Promise<TranscriptRecord> {
  const ranges = input.written === 'whole' ? [] : input.written;
  const { id, stored } =
    input.replacing === 'named'
      ? await lockNamed(tx, input, ranges)
      : await transcriptId(tx, input).then(async (id) => ({
          id,
          stored: await lockWritten(tx, id, input, ranges),
        }));
  if (input.written !== 'whole') ensureTheirs(stored, input, ranges);
  const sent = new Set(input.changes.sections.map((section) => section.id));
  const removed =
    input.replacing === 'named'
      ? new Set(input.changes.removed)
      : new Set(stored.map((row) => row.id).filter((stored) => !sent.has(stored)));
  const replaced = stored.filter((row) => sent.has(row.id) || removed.has(row.id));
  const s = transcriptSections;
  const gone = [...removed].filter((removedId) => !sent.has(removedId));
  if (gone.length > 0) await tx.delete(s).where(and(eq(s.transcriptId, id), inArray(s.id, gone)));
  const rows = input.changes.sections.map((section, position) => sectionRow(id, section, position));
  const words =
    rows.reduce((sum, row) => sum + row.wordsCount, 0) -
    replaced.reduce((sum, row) => sum + row.words, 0);
  // A typist's speakers are merged with the transcript's after the sections are written, so then
  // those are written apart, before; else by the tail.
  const mergesSpeakers = input.changes.speakers !== undefined && input.written !== 'whole';
  if (mergesSpeakers && rows.length > 0)
    await runStatement(tx, upsertSections, [id, JSON.stringify(rows)]);
  const speakers = await speakersAfter(tx, id, input, ranges);
  const [tail] = await runStatement<TailRow>(tx, saveTail, [
    id,
    words,
    input.userId,
    input.at.toISOString(),
    speakers ? JSON.stringify(speakers) : null,
    JSON.stringify(writtenRows(input.written)),
    input.base ?? null,
    JSON.stringify(mergesSpeakers ? [] : rows),
  ]);
  if (!tail) throw new Error('The transcript was not saved');
  const { seenVersion, overlapped, createdAt, ...record } = tail;
  const row = { ...record, createdAt: new Date(createdAt), updatedAt: input.at };
  ensureSpeakersListed(input.changes.sections, row.speakers);
  if (input.base !== undefined) {
    // When the tail's snapshot held every version before this one, its answer stands.
    const known = seenVersion === row.version - 1 ? overlapped : undefined;
    await ensureNoLaterOverlap(tx, row, input.base, input.written, known);
  }
  return row;
}

/**
 * Saves the whole content as the media's transcript (or notes) version: every stored section
 * not in it removed. For the writers of a whole transcript: an admin's save, a restore, the
 * speech-to-text draft, the demo data.
 */
export async function saveTranscript(
  db: Db,
  input: Omit<SaveInput, 'changes' | 'replacing'> & { content: TranscriptContent },
): Promise<TranscriptRow> {
  const content = withSpeakerIds(input.content);
  const row = await saveSections(db, {
    ...input,
    changes: { sections: content.sections, removed: [], speakers: content.speakers },
    replacing: input.written === 'whole' ? 'all' : 'ranges',
  });
  const { speakers: _listed, ...record } = row;
  const written = input.written;
  if (written === 'whole') return { ...record, content };
  // A typist's ranges: the rest of the transcript is as others left it.
  const saved = await findTranscriptById(db, row.id);
  if (!saved) throw new Error('The transcript was not saved');
  return saved;
}
