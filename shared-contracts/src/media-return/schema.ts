import { z } from 'zod';
import { errorTexts } from '../common/errors.ts';
import { mediaStatuses, mediaSubStatuses } from '../common/statuses.ts';
import { mediaReturnTexts } from './texts.ts';
import { flag, idSchema } from '../common/wire-schema.ts';

/** How many media one return or re-notify takes: a page of the assign grid at its largest. */
export const MAX_RETURN_BATCH = 100;

const mediaIds = z
  .array(idSchema)
  .min(1, { error: errorTexts.required })
  .max(MAX_RETURN_BATCH, { error: mediaReturnTexts.tooMany(MAX_RETURN_BATCH) });

/**
 * PUT /v1/media/return: the media to return to their clients; force returns those whose jobs
 * are unfinished, as their transcripts stand.
 */
export const returnMediaSchema = z.object({ ids: mediaIds, force: flag.default(false) });
export type ReturnMediaInput = z.input<typeof returnMediaSchema>;

/** PUT /v1/media/re-notify: returned media whose clients are mailed again. */
export const reNotifySchema = z.object({ ids: mediaIds });
export type ReNotifyInput = z.input<typeof reNotifySchema>;

/** A media where the finishing line leaves it. */
export const mediaStandingSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(mediaStatuses),
    subStatus: z.enum(mediaSubStatuses).nullable(),
    onHold: z.boolean(),
    cancelled: z.boolean(),
    returnNotes: z.string().nullable(),
    /** Unix seconds; null until returned. */
    returnedAt: z.number().int().nullable(),
  })
  .meta({ id: 'MediaStanding' });
export type MediaStanding = z.infer<typeof mediaStandingSchema>;

export const mediaStandingListSchema = z.object({ result: z.array(mediaStandingSchema) });

/**
 * One staff action on a media or one of its jobs (the audit trail): who took it, when, and the
 * fields it changed, each before and after (after is null when it deleted the job).
 */
export const staffActionSchema = z
  .object({
    id: z.number().int(),
    action: z.string(),
    /** The job it was taken on; null for an action on the media itself. */
    jobId: z.number().int().nullable(),
    actorId: z.number().int().nullable(),
    actorName: z.string().nullable(),
    before: z.record(z.string(), z.unknown()),
    after: z.record(z.string(), z.unknown()).nullable(),
    /** Unix seconds. */
    at: z.number().int(),
  })
  .meta({ id: 'StaffAction' });
export type StaffAction = z.infer<typeof staffActionSchema>;

/** GET /v1/media/history/{id}: the media's staff actions, oldest first. */
export const mediaHistorySchema = z.object({ result: z.array(staffActionSchema) });
