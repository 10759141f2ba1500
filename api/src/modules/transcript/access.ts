import { and, eq, ne } from 'drizzle-orm';
import type { JobType } from '@portal/contracts/common/statuses';
import { can } from '@portal/contracts/policy/policy';
import { errorTexts } from '@portal/contracts/common/errors';
import { mediaTexts } from '@portal/contracts/media/texts';
import { noDocumentYetTexts } from '@portal/contracts/documents/rules';
import { submitTexts } from '@portal/contracts/cart/submit-texts';
import type { Transcript, TranscriptContent } from '@portal/contracts/transcript/schema';
import type { TranscriptVersion } from '@portal/contracts/transcript/changes-schema';
import { jobTexts } from '@portal/contracts/job/texts';
import type { Db } from '../../db/index.ts';
import { media, projects } from '../../db/schema.ts';
import { ApiError, unprocessable } from '../../lib/http-errors.ts';
import type { Actor } from '../../lib/caller.ts';
import { projectAccess } from '../project-permission/access.ts';
import { projectCan } from '@portal/contracts/project/access';
import { rangeText } from '../job/format.ts';
import {
  readableRanges,
  withMediaLock,
  writableRanges,
  type JobRange,
} from '../job/transcript-scope.ts';
import { ensureWithinRecording } from './bounds.ts';
import { onlyWithin, startsWithin } from './ranges.ts';
import {
  findTranscript,
  findTranscriptById,
  neverSaved,
  saveSections,
  saveTranscript,
  toTranscript,
  type SectionChanges,
} from './service.ts';
import { takeSnapshot } from './snapshots.ts';
import { submitJobs, type SubmitDeps } from './submit.ts';
import type { FinishInput } from '../job/audio.ts';
import type { TranscriptRow } from '../../db/rows.ts';

export type ReadableMedia = Pick<
  typeof media.$inferSelect,
  'id' | 'title' | 'duration' | 'storageKey' | 'status' | 'projectId'
> & { projectTitle: string | null };

/**
 * A media whose transcript the actor may read (client spec section 6): admins and super admins
 * read every one; anyone else through read access to its project (write access is upload-only).
 * A media out of reach answers 404 like one that does not exist.
 */
export async function readableMedia(db: Db, actor: Actor, mediaId: number): Promise<ReadableMedia> {
  const [row] = await db
    .select({
      id: media.id,
      title: media.title,
      duration: media.duration,
      storageKey: media.storageKey,
      status: media.status,
      projectId: media.projectId,
      projectTitle: projects.title,
    })
    .from(media)
    .leftJoin(projects, eq(projects.id, media.projectId))
    .where(and(eq(media.id, mediaId), ne(media.status, 'deleted')));
  if (row && (await mayRead(db, actor, row.projectId))) return row;
  throw new ApiError(404, mediaTexts.notFound);
}

async function mayRead(db: Db, actor: Actor, projectId: number | null): Promise<boolean> {
  if (can(actor, 'media.produce')) return true;
  return projectId !== null && projectCan.read(await projectAccess(db, actor, projectId));
}

/**
 * The media's transcript (or its notes) as the actor may have it: clients only once it is
 * returned to them (client spec: Complete); admins and super admins at any stage.
 */
export async function readableTranscript(
  db: Db,
  actor: Actor,
  item: Pick<ReadableMedia, 'id' | 'status'>,
  kind: JobType,
): Promise<TranscriptRow> {
  const transcript = await findTranscript(db, item.id, kind);
  if (!transcript || (!can(actor, 'media.produce') && item.status !== 'returned'))
    throw new ApiError(404, noDocumentYetTexts[kind]);
  return transcript;
}

/** The media's transcript (or notes) as saved, or the empty one it is until its first save. */
async function savedOrEmpty(db: Db, mediaId: number, kind: JobType): Promise<Transcript> {
  const row = await findTranscript(db, mediaId, kind);
  return row ? toTranscript(row) : neverSaved(mediaId, kind);
}

/**
 * GET /v1/transcript/{id}: the media's transcript (or notes), for whoever may read it; a typist
 * or proofreader reads the sections of their jobs' ranges, at any stage. Those who write it
 * (the editor) read one never saved as empty; a client waits for it (404, "no document yet").
 */
export async function readTranscript(
  db: Db,
  actor: Actor,
  mediaId: number,
  kind: JobType,
): Promise<Transcript> {
  if (can(actor, 'transcript.editJobRanges')) {
    const ranges = await readableRanges(db, actor, mediaId, kind);
    const transcript = await savedOrEmpty(db, mediaId, kind);
    return { ...transcript, content: onlyWithin(transcript.content, ranges) };
  }
  const item = await readableMedia(db, actor, mediaId);
  if (can(actor, 'media.produce')) return savedOrEmpty(db, item.id, kind);
  return toTranscript(await readableTranscript(db, actor, item, kind));
}

type SaveOptions = {
  kind: JobType;
  at: Date;
  /** The version the edit is based on: a later save of the same part refuses it (409). */
  base: number;
  /** Keep the saved version as a snapshot. */
  saveSnapshot?: boolean;
  /** The editor's submit: finish the caller's open jobs on the media with this save. */
  submit?: FinishInput;
};

/**
 * The caller's writable ranges of the media, their jobs locked: the media taken alone when the
 * save runs again as it starts work (`alone`) or submits, which moves the media's progress.
 */
const lockRanges = (tx: Db, actor: Actor, mediaId: number, input: SaveOptions, alone: boolean) =>
  writableRanges(tx, actor, mediaId, input.kind, input.at, alone || input.submit !== undefined);

type TranscriptInput = SaveOptions & {
  content: TranscriptContent;
  /** A typist's or proofreader's content holding more than their ranges: keep those only. */
  onlyWritable?: boolean;
};

const outsideRanges = (ranges: readonly JobRange[], field: string) =>
  unprocessable(jobTexts.outsideRange(ranges.map(rangeText).join(', ')), field);

/**
 * PUT /v1/transcript/{id}: a new version of the media's transcript (or notes). Admins and super
 * admins write all of it; typists and proofreaders the ranges of their open jobs on the media.
 */
export async function writeTranscript(
  deps: SubmitDeps,
  actor: Actor,
  mediaId: number,
  input: TranscriptInput,
): Promise<Transcript> {
  if (can(actor, 'transcript.editJobRanges')) return writeRanges(deps, actor, mediaId, input);
  const item = await writableWhole(deps.db, actor, mediaId, input);
  ensureWithinRecording(input.content, item.duration);
  return deps.db.transaction(async (tx) => {
    const row = await saveTranscript(tx, {
      ...input,
      mediaId: item.id,
      userId: actor.userId,
      written: 'whole',
    });
    if (input.saveSnapshot) await keep(tx, row, actor, input.at);
    return toTranscript(row);
  });
}

/** The media an admin writes whole; who cannot see it learns nothing more, who may not is refused. */
async function writableWhole(db: Db, actor: Actor, mediaId: number, input: SaveOptions) {
  const item = await readableMedia(db, actor, mediaId);
  if (!can(actor, 'media.produce')) throw new ApiError(403, errorTexts.unauthorized);
  if (input.submit) throw unprocessable(submitTexts.onlyWorkersSubmit, 'submit');
  return item;
}

const keep = (tx: Db, row: TranscriptRow, actor: Actor, at: Date) =>
  takeSnapshot(tx, row, 'save', { userId: actor.userId, at });

/**
 * A typist's or proofreader's save: the sections of their jobs' ranges in place of the stored
 * ones there, the rest kept; in one transaction with the job rules' start of work. They are
 * answered their ranges only: the rest of the media is other typists' work.
 */
async function writeRanges(
  deps: SubmitDeps,
  actor: Actor,
  mediaId: number,
  input: TranscriptInput,
): Promise<Transcript> {
  return withMediaLock((alone) =>
    deps.db.transaction(async (tx) => {
      const { ranges, duration } = await lockRanges(tx, actor, mediaId, input, alone);
      const sent = input.onlyWritable ? onlyWithin(input.content, ranges) : input.content;
      if (!sent.sections.every(startsWithin(ranges))) throw outsideRanges(ranges, 'content');
      ensureWithinRecording(sent, duration);
      const row = await saveTranscript(tx, {
        ...input,
        content: sent,
        mediaId,
        userId: actor.userId,
        written: ranges,
        field: 'content',
      });
      if (input.saveSnapshot) await keep(tx, row, actor, input.at);
      if (input.submit) await submitJobs({ ...deps, db: tx }, actor, row, ranges, input.submit);
      const saved = toTranscript(row);
      return { ...saved, content: onlyWithin(saved.content, ranges) };
    }),
  );
}

type ChangesInput = SaveOptions & { changes: SectionChanges };

/**
 * PATCH /v1/transcript/{id}: the editor's save of what changed since the version it is based
 * on (sections written, sections removed, the speakers list if it changed), as a new version;
 * the same rules as PUT for who writes which part. Answered with the new version and words
 * count only: the editor holds the content.
 */
export async function writeChanges(
  deps: SubmitDeps,
  actor: Actor,
  mediaId: number,
  input: ChangesInput,
): Promise<TranscriptVersion> {
  const ranged = can(actor, 'transcript.editJobRanges');
  const item = ranged ? undefined : await writableWhole(deps.db, actor, mediaId, input);
  return withMediaLock((alone) =>
    deps.db.transaction(async (tx) => {
      const writable = ranged ? await lockRanges(tx, actor, mediaId, input, alone) : undefined;
      const ranges = writable?.ranges;
      if (ranges && !input.changes.sections.every(startsWithin(ranges)))
        throw outsideRanges(ranges, 'sections');
      const duration = writable ? writable.duration : (item?.duration ?? null);
      ensureWithinRecording(input.changes, duration, 'sections');
      const record = await saveSections(tx, {
        ...input,
        mediaId,
        replacing: 'named',
        userId: actor.userId,
        written: ranges ?? 'whole',
      });
      if (input.saveSnapshot || input.submit) {
        const row = await findTranscriptById(tx, record.id);
        if (!row) throw new Error('The transcript was not saved');
        if (input.saveSnapshot) await keep(tx, row, actor, input.at);
        if (ranges && input.submit)
          await submitJobs({ ...deps, db: tx }, actor, row, ranges, input.submit);
      }
      return {
        version: record.version,
        wordscount: record.wordsCount,
        updatedAt: Math.floor(record.updatedAt.getTime() / 1000),
      };
    }),
  );
}
