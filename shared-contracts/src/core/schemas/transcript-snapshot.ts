import { z } from 'zod';
import { jobTypes } from '../statuses.ts';
import { transcriptSchema } from './transcript.ts';

/**
 * Why a snapshot was kept: an editor save asking for one, or the version a restore replaced
 * (so a restore can be undone by restoring that).
 */
export const snapshotReasons = ['save', 'restore'] as const;
export type SnapshotReason = (typeof snapshotReasons)[number];

const snapshotFields = {
  id: z.number(),
  /** The media whose transcript (or notes) this is a copy of. */
  mediaId: z.number(),
  kind: z.enum(jobTypes),
  /** The transcript's version the copy was taken of. */
  version: z.number(),
  reason: z.enum(snapshotReasons),
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
