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
import { ensureNoLaterOverlap, logSave, type Written } from './versions.ts';

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

const ROWS_PER_INSERT = 2_000;

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
  return rows.map((row) => ({
    id: row.id,
    start: row.start,
    words: row.wordsCount ?? countWords(row.text ?? ''),
  }));
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
  const [row] = await tx
    .select({ speakers: transcripts.speakers })
    .from(transcripts)
    .where(eq(transcripts.id, id))
    .for('update');
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
  const id = await transcriptId(tx, input);
  const stored = await lockWritten(tx, id, input, ranges);
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
  const rows = input.changes.sections
    .map((section, position) => sectionRow(id, section, position))
    // In id order, as the stored ones were locked: two saves never wait on each other crosswise.
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (let from = 0; from < rows.length; from += ROWS_PER_INSERT)
    await tx
      .insert(s)
      .values(rows.slice(from, from + ROWS_PER_INSERT))
      .onConflictDoUpdate({
        target: [s.transcriptId, s.id],
        set: {
          start: sql`excluded.start`,
          position: sql`excluded.position`,
          section: sql`excluded.section`,
          wordsCount: sql`excluded.words_count`,
        },
      });
  const words =
    rows.reduce((sum, row) => sum + row.wordsCount, 0) -
    replaced.reduce((sum, row) => sum + row.words, 0);
  const speakers = await speakersAfter(tx, id, input, ranges);
  const [row] = await tx
    .update(transcripts)
    .set({
      version: sql`${transcripts.version} + 1`,
      wordsCount: sql`${transcripts.wordsCount} + ${words}`,
      updatedBy: input.userId,
      updatedAt: input.at,
      ...(speakers && { speakers }),
    })
    .where(eq(transcripts.id, id))
    .returning();
  if (!row) throw new Error('The transcript was not saved');
  ensureSpeakersListed(input.changes.sections, row.speakers);
  if (input.base !== undefined) await ensureNoLaterOverlap(tx, row, input.base, input.written);
  await logSave(tx, row, input.written);
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
