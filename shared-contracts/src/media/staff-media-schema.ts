import { z } from 'zod';
import {
  INT4_MAX,
  STAFF_MEDIA_BATCH_MAX,
  STAFF_MEDIA_PAGE_SIZES,
  staffMediaSortKeys,
} from '../common/limits.ts';
import { mediaLevels } from './levels.ts';
import { jobTypes, mediaStatuses, mediaSubStatuses } from '../common/statuses.ts';
import { staffMediaTexts } from './staff-media-texts.ts';
import { jobSchema } from '../job/schema.ts';
import { listOf, pageOf } from '../common/page-schema.ts';
import { turnaroundSchema } from '../services/schema.ts';
import { flag, idSchema, lineText } from '../common/wire-schema.ts';

/** Unix seconds. */
const moment = z.number().int();

/** A job as the assign grid's expanded row shows it: as GET /v1/job answers it, but its media. */
export const staffMediaJobSchema = jobSchema.omit({
  media: true,
  childrenJobs: true,
  typistTranscript: true,
});

/**
 * What a live note-taking session adds to its media's row (staff spec section 2, the live
 * note-taking assign grid): the meeting, when it was marked attended, and its note-taker (the
 * typist of its notes job, as the live booking's `noteTakerId`), or null while none is assigned.
 */
export const staffLiveSessionSchema = z.object({
  meetingStart: moment,
  meetingEnd: moment,
  meetingLink: z.string(),
  attendedAt: moment.nullable(),
  noteTakerId: z.number().int().nullable(),
  noteTakerName: z.string().nullable(),
});

/** One row of the admin assign grid: a media, its client, service and jobs (in range order). */
export const staffMediaSchema = z
  .object({
    id: z.number().int(),
    /** The media's own short id (the grid's ID). */
    shortId: z.string(),
    projectId: z.number().int().nullable(),
    /** The short id of the media's project. */
    projectShortId: z.string().nullable(),
    title: z.string(),
    clientId: z.number().int().nullable(),
    clientName: z.string().nullable(),
    clientCompany: z.string().nullable(),
    serviceName: z.string().nullable(),
    serviceShortName: z.string().nullable(),
    /** Seconds. */
    turnaround: z.number().int().nullable(),
    speakers: z.string().nullable(),
    timestamps: z.string().nullable(),
    status: z.enum(mediaStatuses),
    subStatus: z.enum(mediaSubStatuses).nullable(),
    /** Seconds. */
    duration: z.number().int().nullable(),
    deadline: moment.nullable(),
    priority: z.number().int(),
    difficulty: z.number().int(),
    onHold: z.boolean(),
    cancelled: z.boolean(),
    /** Whether any of its jobs has an issue reported. */
    hasIssue: z.boolean(),
    /** The speech-to-text provider's id of the media's latest job (Verbit's "vit job id"). */
    vitJobId: z.string().nullable(),
    /** The short id of the pre-booking the media was received against. */
    preBookingShortId: z.string().nullable(),
    createdAt: moment,
    /** Milliseconds: sent back with a staff edit, which a later change refuses (409). */
    updatedAt: z.number().int(),
    jobs: z.array(staffMediaJobSchema),
    /** The media's live session; null for a recording. */
    live: staffLiveSessionSchema.nullable(),
  })
  .meta({ id: 'StaffMedia' });
export type StaffMedia = z.output<typeof staffMediaSchema>;
export type StaffLiveSession = z.output<typeof staffLiveSessionSchema>;
export type StaffMediaJob = z.output<typeof staffMediaJobSchema>;

/**
 * A page of the assign grid. The total is counted up to STAFF_MEDIA_COUNT_CAP (or the page's end,
 * when further): with more matching, `total` is that many and `totalIsCapped` true, "1,000+".
 * Left out, the total is exact (older servers and fakes send none).
 */
export const staffMediaPageSchema = pageOf(staffMediaSchema).extend({
  totalIsCapped: z.boolean().optional(),
});
export const staffMediaListSchema = z.object({ result: z.array(staffMediaSchema) });

const level = z.coerce
  .number<number>()
  .int()
  .refine((value) => (mediaLevels as readonly number[]).includes(value), {
    error: staffMediaTexts.level,
  });
const search = lineText(255).optional();

/**
 * GET /v1/media for staff (the assign grid, staff spec section 3 "Media list filters"). With no
 * status: the default view, media ordered, assigned or done (and, unless has_issue is given,
 * without issue). Text filters match anywhere in the text, ignoring case.
 */
export const staffMediaListQuerySchema = z.object({
  page: z.coerce.number<number>().int().positive().max(100_000).default(1),
  page_size: z.coerce
    .number<number>()
    .refine((value) => (STAFF_MEDIA_PAGE_SIZES as readonly number[]).includes(value), {
      error: staffMediaTexts.pageSize,
    })
    .default(STAFF_MEDIA_PAGE_SIZES[0]),
  /** The media's short id, or part of it. */
  short_id: search,
  /** One client's media (a pre-booking's candidates). */
  client_id: idSchema.optional(),
  client_name: search,
  title: search,
  status: listOf(z.enum(mediaStatuses)).optional(),
  sub_status: listOf(z.enum(mediaSubStatuses)).optional(),
  /** The service's name. */
  service_options_name: search,
  /** Seconds. */
  turnaround: listOf(turnaroundSchema).optional(),
  on_hold: flag.optional(),
  /** Media with a job of this type (minutes or notes). */
  type: z.enum(jobTypes).optional(),
  has_issue: flag.optional(),
  /** The speech-to-text provider's job id, whole (it is an opaque key, not text to search). */
  vit_job_id: lineText(100).optional(),
  /** The short id of the pre-booking the media was received against, or part of it. */
  pre_booking_short_id: search,
  priority: listOf(level).optional(),
  difficulty: listOf(level).optional(),
  /**
   * Live note-taking sessions (media with a live session) only; false or left out, recordings
   * only: the Transcription grid's work, so sessions show on their own grid alone.
   */
  live: flag.optional(),
  /** Seconds: media at most this long (short-file bashing's short files). */
  max_duration: z.coerce.number<number>().int().positive().max(INT4_MAX).optional(),
  sort: z.enum(staffMediaSortKeys).default('deadline'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type StaffMediaListInput = z.output<typeof staffMediaListQuerySchema>;

/** POST /v1/media/batch-query: the rows of these media again, after the grid changed them. */
export const staffMediaBatchSchema = z.object({
  ids: z.preprocess(
    (value: number | string | (number | string)[]) => (Array.isArray(value) ? value : [value]),
    z
      .array(idSchema)
      .min(1, { error: staffMediaTexts.noIds })
      .max(STAFF_MEDIA_BATCH_MAX, { error: staffMediaTexts.tooManyIds }),
  ),
});
