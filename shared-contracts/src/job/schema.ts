import { z } from 'zod';
import { audioQualities } from '../media/audio-quality.ts';
import {
  JOB_COMMENT_MAX_LENGTH,
  JOB_EXTRA_FIELDS_MAX,
  JOB_EXTRA_FIELD_MAX_LENGTH,
  JOB_ISSUE_MAX_LENGTH,
  JOB_PAGE_SIZE,
  JOB_RATE_PERCENT_MAX,
  JOB_REPORT_MAX_LENGTH,
  jobSortKeys,
} from '../common/limits.ts';
import {
  issueStatuses,
  jobStatuses,
  jobTypes,
  mediaStatuses,
  mediaSubStatuses,
} from '../common/statuses.ts';
import { listOf, pageOf, pageQuery } from '../common/page-schema.ts';
import { transcriptSchema } from '../transcript/schema.ts';
import { flag, freeText, idSchema, lineText } from '../common/wire-schema.ts';
import { unixTime } from '../common/dates-schema.ts';

/** Unix seconds. */
const moment = z.number().int();

/** What a job shows of its media: enough for a typist to choose and a library to list. */
export const jobMediaSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  duration: z.number().int().nullable(),
  status: z.enum(mediaStatuses),
  subStatus: z.enum(mediaSubStatuses).nullable(),
  serviceName: z.string().nullable(),
  serviceShortName: z.string().nullable(),
  turnaround: z.number().int().nullable(),
  deadline: moment.nullable(),
  clientComments: z.string().nullable(),
  /** Unix seconds: the start of the live session the media is; null for a recording. */
  meetingStart: moment.nullable(),
});

const jobFields = {
  id: z.number().int(),
  mediaId: z.number().int(),
  parentId: z.number().int().nullable(),
  type: z.enum(jobTypes),
  status: z.enum(jobStatuses),
  mediaRangeStart: z.number().int(),
  mediaRangeEnd: z.number().int(),
  typistId: z.number().int().nullable(),
  typistName: z.string().nullable(),
  selfAssign: z.boolean(),
  deadline: moment.nullable(),
  /** Minor units (GBP) per minute. */
  rate: z.number().int(),
  ratePercent: z.number().int(),
  proofreaderId: z.number().int().nullable(),
  proofreaderName: z.string().nullable(),
  proofreaderDeadline: moment.nullable(),
  proofreaderComment: z.string().nullable(),
  adminComment: z.string().nullable(),
  hasIssue: z.boolean(),
  issueReport: z.string().nullable(),
  issueStatus: z.enum(issueStatuses).nullable(),
  audioQuality: z.enum(audioQualities).nullable(),
  poorAudioReason: z.string().nullable(),
  shiftId: z.number().int().nullable(),
  inaudiblesAmount: z.number().int().nullable(),
  customDuration: z.number().int().nullable(),
  report: z.string().nullable(),
  extraFields: z.record(z.string(), z.string()),
  finishedAt: moment.nullable(),
  createdAt: moment,
  media: jobMediaSchema,
};

/** A job as the API answers it (staff spec section 3, Job). */
export const jobSchema = z
  .object({
    ...jobFields,
    /** With expand=childrenJobs: the jobs split from this one. */
    childrenJobs: z.array(z.object(jobFields)).optional(),
    /** With expand=typistTranscript: the transcript sections in the job's range. */
    typistTranscript: transcriptSchema.shape.content.nullable().optional(),
  })
  .meta({ id: 'Job' });
export type Job = z.output<typeof jobSchema>;

export const jobPageSchema = pageOf(jobSchema);

/** Which jobs a list shows: a typist's own, the offers open to them, a proofreader's queue. */
export const jobScopes = ['mine', 'offered', 'proofreading', 'all'] as const;
export type JobScope = (typeof jobScopes)[number];

export const jobExpansions = ['childrenJobs', 'typistTranscript'] as const;

/** GET /v1/job. */
export const jobListQuerySchema = z.object({
  ...pageQuery(JOB_PAGE_SIZE),
  scope: z.enum(jobScopes).default('mine'),
  status: listOf(z.enum(jobStatuses)).optional(),
  type: z.enum(jobTypes).optional(),
  media_id: idSchema.optional(),
  typist_id: idSchema.optional(),
  has_issue: flag.optional(),
  title: lineText(255).optional(),
  sort: z.enum(jobSortKeys).default('deadline'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type JobListInput = z.output<typeof jobListQuerySchema>;

/** GET /v1/job/{id}. */
export const jobQuerySchema = z.object({ expand: listOf(z.enum(jobExpansions)).optional() });

/**
 * PUT /v1/job/assign/{id}: a typist with no body takes an offered job; an admin names the typist,
 * offers the job to typists (self_assign), or names its proofreader.
 */
export const assignJobSchema = z.object({
  typist_id: idSchema.optional(),
  self_assign: flag.optional(),
  proofreader_id: idSchema.optional(),
  proofreader_deadline: unixTime.optional(),
});
export type AssignJobInput = z.output<typeof assignJobSchema>;

const comment = (max: number) => freeText(max, { multiline: true });

/** PUT /v1/job/approve/{id}. */
export const approveJobSchema = z.object({
  rate_percent: z.coerce.number<number>().int().min(0).max(JOB_RATE_PERCENT_MAX),
});

/** PUT /v1/job/comment/{id}: the comment to the typist, an admin's or the proofreader's. */
export const jobCommentSchema = z.object({ comment: comment(JOB_COMMENT_MAX_LENGTH) });

/** PUT /v1/job/proofreader-comment/{id}: an admin's comment to the proofreader; empty clears it. */
export const proofreaderCommentSchema = z.object({
  proofreader_comment: comment(JOB_COMMENT_MAX_LENGTH),
});

/** PUT /v1/job/issue/{id}. */
export const jobIssueSchema = z.object({
  issue_report: comment(JOB_ISSUE_MAX_LENGTH).pipe(z.string().min(1)),
});

/** PUT /v1/job/extra-fields/{id}. */
export const jobExtraFieldsSchema = z.object({
  extra_fields: z
    .record(lineText(64).pipe(z.string().min(1)), freeText(JOB_EXTRA_FIELD_MAX_LENGTH))
    .refine((fields) => Object.keys(fields).length <= JOB_EXTRA_FIELDS_MAX, {
      error: `At most ${JOB_EXTRA_FIELDS_MAX} fields`,
    }),
});

/**
 * PUT /v1/job/{id}: a typist extends the deadline (typist deadline extension flag) up to the
 * maximum; admins edit the custom duration, inaudibles and report; the proofreader or an admin
 * sends a finished job back to its typist with a comment.
 */
export const updateJobSchema = z.object({
  deadline: unixTime.optional(),
  custom_duration: z.coerce
    .number<number>()
    .int()
    .min(1)
    .max(7 * 24 * 3600)
    .optional(),
  inaudibles_amount: z.coerce.number<number>().int().min(0).max(100_000).optional(),
  report: comment(JOB_REPORT_MAX_LENGTH).optional(),
  send_back: flag.optional(),
});
export type UpdateJobInput = z.output<typeof updateJobSchema>;

/** GET /v1/job/max-typist-deadline/{id}. */
export const maxTypistDeadlineSchema = z.object({ maxDeadline: moment });

/** GET /v1/job/live-ranges-per-typist: who types which range of a media, live. */
export const liveRangesQuerySchema = z.object({ media_id: idSchema });
export const liveRangesSchema = z.array(
  z.object({
    typistId: z.number().int(),
    typistName: z.string(),
    ranges: z.array(z.object({ start: z.number().int(), end: z.number().int() })),
  }),
);

/** GET /v1/media/job-statuses/{id}: each job's status on the media. */
export const mediaJobStatusesSchema = z.array(
  z.object({
    id: z.number().int(),
    status: z.enum(jobStatuses),
    typistName: z.string().nullable(),
  }),
);
