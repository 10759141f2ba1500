import { z } from 'zod';
import { jobTypes } from '../common/statuses.ts';
import { transcriptSchema } from '../transcript/schema.ts';
import { idSchema } from '../common/wire-schema.ts';

/**
 * Why a snapshot was kept: an editor save asking for one, the version a restore replaced (so a
 * restore can be undone by restoring that), or a job's submit by its typist (job) or its
 * proofreader (job_proofread).
 */
export const snapshotReasons = ['save', 'restore', 'job', 'job_proofread'] as const;
export const jobSnapshotTypes = ['job', 'job_proofread'] as const;
export type SnapshotReason = (typeof snapshotReasons)[number];

const snapshotFields = {
  id: z.number(),
  /** The media whose transcript (or notes) this is a copy of. */
  mediaId: z.number(),
  kind: z.enum(jobTypes),
  /** The transcript's version the copy was taken of. */
  version: z.number(),
  reason: z.enum(snapshotReasons),
  /** The job a submit finished, for the job snapshots. */
  jobId: z.number().nullable(),
  wordscount: z.number(),
  createdBy: z.string().nullable(),
  /** Unix seconds. */
  createdAt: z.number(),
};

/** One entry of a media's snapshots, without its content. */
export const snapshotEntrySchema = z.object(snapshotFields).meta({ id: 'TranscriptSnapshotEntry' });
export type SnapshotEntry = z.output<typeof snapshotEntrySchema>;

/** GET /v1/transcript-snapshot/snapshots/{id}: the media's snapshots, newest first. */
export const snapshotListSchema = z.object({ result: z.array(snapshotEntrySchema) });

/** GET /v1/transcript-snapshot/{id}: one snapshot with its content. */
export const snapshotSchema = z
  .object({ ...snapshotFields, content: transcriptSchema.shape.content })
  .meta({ id: 'TranscriptSnapshot' });
export type Snapshot = z.output<typeof snapshotSchema>;

/** GET /v1/transcript-snapshot/job-snapshots/{id}: the job's submits, by its typist or proofreader. */
export const jobSnapshotsQuerySchema = z.object({ type: z.enum(jobSnapshotTypes) });

/**
 * PUT /v1/transcript-snapshot/restore/{id}: the snapshot names its media; the editor may name the
 * media it has open, and a snapshot of another is refused rather than restored there.
 */
export const restoreSnapshotSchema = z.object({ media_id: idSchema.optional() });
