import { and, desc, eq } from 'drizzle-orm';
import type { JobType } from '@portal/contracts/common/statuses';
import type {
  Snapshot,
  SnapshotEntry,
  SnapshotReason,
} from '@portal/contracts/transcript-snapshot/schema';
import type { Db } from '../../db/index.ts';
import { transcriptSnapshots, users } from '../../db/schema.ts';
import type { TranscriptRow } from '../../db/rows.ts';

/** Keeps a copy of this version of a transcript (or notes), in the caller's transaction. */
export async function takeSnapshot(
  db: Db,
  transcript: TranscriptRow,
  reason: SnapshotReason,
  by: { userId: number; at: Date; jobId?: number },
): Promise<void> {
  await db.insert(transcriptSnapshots).values({
    mediaId: transcript.mediaId,
    kind: transcript.kind,
    version: transcript.version,
    reason,
    jobId: by.jobId ?? null,
    content: transcript.content,
    wordsCount: transcript.wordsCount,
    createdBy: by.userId,
    createdAt: by.at,
  });
}

const entryColumns = {
  id: transcriptSnapshots.id,
  mediaId: transcriptSnapshots.mediaId,
  kind: transcriptSnapshots.kind,
  version: transcriptSnapshots.version,
  reason: transcriptSnapshots.reason,
  jobId: transcriptSnapshots.jobId,
  wordsCount: transcriptSnapshots.wordsCount,
  createdAt: transcriptSnapshots.createdAt,
  firstname: users.firstname,
  lastname: users.lastname,
};

interface EntryRow {
  id: number;
  mediaId: number;
  kind: JobType;
  version: number;
  reason: SnapshotReason;
  jobId: number | null;
  wordsCount: number;
  createdAt: Date;
  firstname: string | null;
  lastname: string | null;
}

const toEntry = ({
  wordsCount,
  createdAt,
  firstname,
  lastname,
  ...row
}: EntryRow): SnapshotEntry => ({
  ...row,
  wordscount: wordsCount,
  createdBy: firstname === null ? null : `${firstname} ${lastname ?? ''}`.trim(),
  createdAt: Math.floor(createdAt.getTime() / 1000),
});

/** The media's snapshots (those `keptBy` kept, if given), newest first, without content. */
export async function snapshotsOf(
  db: Db,
  mediaId: number,
  keptBy?: number,
): Promise<SnapshotEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(transcriptSnapshots)
    .leftJoin(users, eq(users.id, transcriptSnapshots.createdBy))
    .where(
      and(
        eq(transcriptSnapshots.mediaId, mediaId),
        keptBy === undefined ? undefined : eq(transcriptSnapshots.createdBy, keptBy),
      ),
    )
    .orderBy(desc(transcriptSnapshots.createdAt), desc(transcriptSnapshots.id));
  return rows.map(toEntry);
}

/** The snapshots a job's submits kept, by its typist (job) or its proofreader, newest first. */
export async function jobSnapshotsOf(
  db: Db,
  jobId: number,
  reason: 'job' | 'job_proofread',
): Promise<SnapshotEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(transcriptSnapshots)
    .leftJoin(users, eq(users.id, transcriptSnapshots.createdBy))
    .where(and(eq(transcriptSnapshots.jobId, jobId), eq(transcriptSnapshots.reason, reason)))
    .orderBy(desc(transcriptSnapshots.createdAt), desc(transcriptSnapshots.id));
  return rows.map(toEntry);
}

/** One snapshot with its content. */
export async function findSnapshot(db: Db, id: number): Promise<Snapshot | undefined> {
  const [row] = await db
    .select({ ...entryColumns, content: transcriptSnapshots.content })
    .from(transcriptSnapshots)
    .leftJoin(users, eq(users.id, transcriptSnapshots.createdBy))
    .where(eq(transcriptSnapshots.id, id));
  if (!row) return undefined;
  const { content, ...entry } = row;
  return { ...toEntry(entry), content };
}
