import { z } from 'zod';
import {
  JOB_COMMENT_MAX_LENGTH,
  MAX_DURATION_SECONDS,
  SPLIT_CHILDREN_MAX,
  SPLIT_RATE_PERCENT_MAX,
  SPLIT_RATE_PERCENT_MIN,
} from '../common/limits.ts';
import { mediaAssignmentTexts } from '../media-assignment/texts.ts';
import { errorSchema } from '../common/errors-schema.ts';
import { flag, freeText, idSchema } from '../common/wire-schema.ts';
import { unixTime, unixTimeMs } from '../common/dates-schema.ts';

/** Seconds into the media, which is at most the longest a media may be. */
const second = z.coerce.number<number>().int().min(0).max(MAX_DURATION_SECONDS);
/** A typist's rate percent of a split part, or of a bulk-assigned job. */
export const splitRatePercent = z.coerce
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
  rate_percent: splitRatePercent.optional(),
  deadline: unixTime.optional(),
};

export const splitOriginalSchema = z.object(splitPart);
export const splitChildSchema = z.object({
  ...splitPart,
  proofreader_comment: freeText(JOB_COMMENT_MAX_LENGTH, { multiline: true }).optional(),
});

/** The rate percents of an off-limit split (staff spec section 9: 50/50 unless told). */
export const offLimitRatesSchema = z.object({
  original: splitRatePercent,
  child: splitRatePercent,
});

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
