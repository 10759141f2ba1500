import { z } from 'zod';
import { MEDIA_ASSIGN_BULK_MAX } from '../common/limits.ts';
import { mediaSubStatuses } from '../common/statuses.ts';
import { mediaAssignmentTexts } from './texts.ts';
import { fieldErrorsSchema } from '../common/errors-schema.ts';
import { jobSchema } from '../job/schema.ts';
import { splitRatePercent } from '../split/schema.ts';
import { idSchema } from '../common/wire-schema.ts';
import { unixTime } from '../common/dates-schema.ts';

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
  rate_percent: splitRatePercent.optional(),
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
