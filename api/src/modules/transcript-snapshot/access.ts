import { and, eq, ne } from 'drizzle-orm';
import { can } from '@portal/contracts/policy/policy';
import { jobTexts } from '@portal/contracts/job/texts';
import { mediaTexts } from '@portal/contracts/media/texts';
import type { Snapshot, SnapshotEntry } from '@portal/contracts/transcript-snapshot/schema';
import type { Transcript } from '@portal/contracts/transcript/schema';
import { transcriptTexts } from '@portal/contracts/transcript/texts';
import type { Db } from '../../db/index.ts';
import { jobs, media } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import { ApiError, unprocessable } from '../../lib/http-errors.ts';
import { readableRanges } from '../job/transcript-scope.ts';
import { writeTranscript } from '../transcript/access.ts';
import { onlyWithin } from '../transcript/ranges.ts';
import { findTranscript } from '../transcript/service.ts';
import {
  findSnapshot,
  jobSnapshotsOf,
  snapshotsOf,
  takeSnapshot,
} from '../transcript/snapshots.ts';
import type { SubmitDeps } from '../transcript/submit.ts';

const snapshotNotFound = () => new ApiError(404, mediaTexts.notFound);

async function mediaExists(db: Db, mediaId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.id, mediaId), ne(media.status, 'deleted')));
  return row !== undefined;
}

/**
 * GET /v1/transcript-snapshot/snapshots/{id}: a media's snapshots (the media-snapshots screen),
 * for admins and super admins, and for a proofreader with a job on the media; a typist with a
 * job on it lists the snapshots they kept themselves (the editor's list, to restore one).
 */
export async function mediaSnapshots(
  db: Db,
  actor: Actor,
  mediaId: number,
): Promise<SnapshotEntry[]> {
  if (can(actor, 'transcript.editJobRanges')) await readableRanges(db, actor, mediaId, 'default');
  else if (!(await mediaExists(db, mediaId))) throw snapshotNotFound();
  return snapshotsOf(db, mediaId, can(actor, 'job.type') ? actor.userId : undefined);
}

/**
 * GET /v1/transcript-snapshot/job-snapshots/{id}: what the job's submits kept, by its typist
 * (job) or its proofreader (job_proofread); for admins and the job's typist or proofreader.
 */
export async function jobSnapshots(
  db: Db,
  actor: Actor,
  jobId: number,
  type: 'job' | 'job_proofread',
): Promise<SnapshotEntry[]> {
  const [job] = await db
    .select({ typistId: jobs.typistId, proofreaderId: jobs.proofreaderId })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  const theirs = job && (job.typistId === actor.userId || job.proofreaderId === actor.userId);
  if (!job || (!can(actor, 'media.produce') && !theirs)) throw new ApiError(404, jobTexts.notFound);
  return jobSnapshotsOf(db, jobId, type);
}

/**
 * A snapshot as the caller may see it: admins and super admins all of it; a typist or
 * proofreader the sections of their jobs' ranges on its media; anyone else nothing (404).
 */
export async function readSnapshot(db: Db, actor: Actor, id: number): Promise<Snapshot> {
  const snapshot = await findSnapshot(db, id);
  if (!snapshot) throw snapshotNotFound();
  if (can(actor, 'media.produce')) return snapshot;
  if (!can(actor, 'transcript.editJobRanges')) throw snapshotNotFound();
  const ranges = await readableRanges(db, actor, snapshot.mediaId, snapshot.kind);
  return { ...snapshot, content: onlyWithin(snapshot.content, ranges) };
}

/**
 * PUT /v1/transcript-snapshot/restore/{id}: the snapshot's content as a new version of its own
 * media's transcript (a typist or proofreader restores what lies in the ranges they may write),
 * never another's: a request naming another media (the one the editor has open) is refused. The
 * version it replaces is kept as a snapshot first, so the restore can be undone.
 */
export async function restoreSnapshot(
  deps: SubmitDeps,
  actor: Actor,
  id: number,
  into: { mediaId?: number } = {},
): Promise<Transcript> {
  const snapshot = await readSnapshot(deps.db, actor, id);
  if (into.mediaId !== undefined && into.mediaId !== snapshot.mediaId)
    throw unprocessable(transcriptTexts.snapshotOfAnotherMedia, 'media_id');
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const current = await findTranscript(tx, snapshot.mediaId, snapshot.kind);
    if (current) await takeSnapshot(tx, current, 'restore', { userId: actor.userId, at });
    return writeTranscript({ ...deps, db: tx }, actor, snapshot.mediaId, {
      kind: snapshot.kind,
      content: snapshot.content,
      // The version just kept: a save that slips in before the write is refused, not lost.
      base: current?.version ?? 0,
      at,
      onlyWritable: true,
    });
  });
}
