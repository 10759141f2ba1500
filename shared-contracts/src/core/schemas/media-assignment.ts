import { z } from 'zod';
import {
  JOB_COMMENT_MAX_LENGTH,
  MAX_DURATION_SECONDS,
  MEDIA_ASSIGN_BULK_MAX,
  SPLIT_CHILDREN_MAX,
  SPLIT_RATE_PERCENT_MAX,
  SPLIT_RATE_PERCENT_MIN,
} from '../limits.ts';
import { mediaSubStatuses } from '../statuses.ts';
import { mediaAssignmentTexts } from '../texts/media-assignment.ts';
import { errorSchema, fieldErrorsSchema } from './errors.ts';
import { jobSchema } from './job.ts';
import { flag, freeText, idSchema } from './wire.ts';
import { unixTime, unixTimeMs } from './dates.ts';

/** Seconds into the media, which is at most the longest a media may be. */
const second = z.coerce.number<number>().int().min(0).max(MAX_DURATION_SECONDS);
const ratePercent = z.coerce
  .number<number>()
  .int()
  .min(SPLIT_RATE_PERCENT_MIN)
  .max(SPLIT_RATE_PERCENT_MAX);

/**
 * One part of a split (staff spec section 3, Split-job form): its range, and optionally its
 * typist, rate percent and typist deadline. No typist leaves the part waiting for one.
 */
const splitPart = {
  start: second,
  end: second,
  typist_id: idSchema.optional(),
  rate_percent: ratePercent.optional(),
  deadline: unixTime.optional(),
};

export const splitOriginalSchema = z.object(splitPart);
export const splitChildSchema = z.object({
  ...splitPart,
  proofreader_comment: freeText(JOB_COMMENT_MAX_LENGTH, { multiline: true }).optional(),
});

/** The rate percents of an off-limit split (staff spec section 9: 50/50 unless told). */
export const offLimitRatesSchema = z.object({ original: ratePercent, child: ratePercent });

/**
 * POST /v1/media/assign/{id}: the media's jobs as the split-job form has them, with the
 * proofreader assignment (staff spec section 3). The parts and the jobs already started cover
 * the media from its start to its end, none overlapping another.
 */
export const splitMediaSchema = z.object({
  original: splitOriginalSchema,
  children: z.array(splitChildSchema).max(SPLIT_CHILDREN_MAX).default([]),
  is_off_limit: flag.default(false),
  off_limit_rates: offLimitRatesSchema.optional(),
  proofreader_id: idSchema.optional(),
  proofreader_deadline: unixTime.optional(),
  /**
   * The grid row's `updatedAt` (milliseconds) the form was opened on: a media whose jobs changed
   * since is refused (409), so two admins never split one media over each other unseen.
   */
  updated_at: z.coerce
    .number<number>({ error: mediaAssignmentTexts.versionRequired })
    .pipe(unixTimeMs),
  /**
   * The admin has confirmed taking jobs from the typists assigned to them (each is mailed);
   * without it, such a split is refused (409) naming them.
   */
  unassign_typists: flag.default(false),
});
export type SplitMediaInput = z.output<typeof splitMediaSchema>;

/**
 * POST /v1/media/assign/{id} refused (409): changed since it was planned, not open, or, with
 * `unassignedTypists`, taking jobs from these typists without the admin's confirmation.
 */
export const splitConflictSchema = errorSchema
  .extend({
    unassignedTypists: z.array(z.object({ id: z.number(), name: z.string() })).optional(),
  })
  .meta({ id: 'SplitConflict' });
export type SplitConflict = z.output<typeof splitConflictSchema>;
export type SplitPartInput = z.output<typeof splitChildSchema>;

const mediaIds = z.preprocess(
  // One id sent plainly is a list of one; none at all is missing, not a list of nothing.
  (value: number | number[]) => (value === undefined || Array.isArray(value) ? value : [value]),
  z.array(idSchema).min(1).max(MEDIA_ASSIGN_BULK_MAX),
);

/** GET /v1/media/assign: the media the bulk form is about. */
export const bulkAssignQuerySchema = z.object({ media_ids: mediaIds });

/** A media as the bulk form shows it, with its jobs waiting for a typist. */
export const bulkAssignRowSchema = z.object({
  mediaId: z.number().int(),
  title: z.string(),
  duration: z.number().int().nullable(),
  serviceShortName: z.string().nullable(),
  deadline: z.number().int().nullable(),
  subStatus: z.enum(mediaSubStatuses).nullable(),
  proofreaderId: z.number().int().nullable(),
  assignableJobs: z.array(jobSchema),
});
export const bulkAssignRowsSchema = z.array(bulkAssignRowSchema);

/**
 * One media of a bulk assignment: its typist takes every job of it waiting for one, its
 * proofreader every open job.
 */
export const bulkAssignItemSchema = z.object({
  media_id: idSchema,
  typist_id: idSchema.optional(),
  deadline: unixTime.optional(),
  rate_percent: ratePercent.optional(),
  proofreader_id: idSchema.optional(),
  proofreader_deadline: unixTime.optional(),
});
export type BulkAssignItemInput = z.output<typeof bulkAssignItemSchema>;

/** POST /v1/media/assign. */
export const bulkAssignSchema = z.object({
  items: z
    .array(bulkAssignItemSchema)
    .min(1)
    .max(MEDIA_ASSIGN_BULK_MAX)
    .refine((items) => new Set(items.map((item) => item.media_id)).size === items.length, {
      error: mediaAssignmentTexts.duplicateMedia,
    }),
});

/**
 * What became of one media of a bulk assignment: 200 and its jobs, or the status and the
 * errors its own call would have answered, each naming its field of the item.
 */
export const bulkAssignOutcomeSchema = z.object({
  mediaId: z.number().int(),
  status: z.number().int(),
  errors: fieldErrorsSchema,
  jobs: z.array(jobSchema),
});
export const bulkAssignResultSchema = z.object({ items: z.array(bulkAssignOutcomeSchema) });
export type BulkAssignOutcome = z.output<typeof bulkAssignOutcomeSchema>;
