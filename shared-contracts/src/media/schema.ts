import { z } from 'zod';
import { errorTexts } from '../common/errors.ts';
import { mediaLevels } from './levels.ts';
import { mediaStatuses } from '../common/statuses.ts';
import { isSupportedExtension, uploadTexts } from '../storage/uploads.ts';
import { ADMIN_CHAT_MESSAGE_MAX, POOR_AUDIO_REASON_MAX } from '../media-edits/rules.ts';
import { serviceOptionsInputSchema } from '../services/schema.ts';
import { currencySchema } from '../user/schema.ts';
import { flag, freeText, idSchema, lineText } from '../common/wire-schema.ts';
import { MAX_MEETING_ATTENDEES, RETURN_NOTES_MAX_LENGTH } from '../common/limits.ts';
import { calendarDay, unixTime, unixTimeMs } from '../common/dates-schema.ts';

const mediaLevel = z.coerce
  .number<number>()
  .int()
  .refine((value) => (mediaLevels as readonly number[]).includes(value), {
    error: 'Must be 0, 1, 2 or 3',
  });

const extensionSchema = z
  .string()
  .trim()
  .toLowerCase()
  .meta({ examples: ['mp3'] })
  .transform((value) => value.replace(/^\./, ''))
  .refine(isSupportedExtension, { error: uploadTexts.unsupportedFormat });

/** POST /v1/media: a file about to be uploaded. Its owner is the caller, never a field. */
export const createMediaSchema = z.object({
  title: freeText(255).pipe(z.string().min(1, { error: errorTexts.required })),
  extension: extensionSchema,
  mime: lineText(255).default(''),
  /** Bytes; the upper bound is the server's MAX_UPLOAD_BYTES, checked by the route. */
  size: z.coerce.number<number>().int().positive(),
  currency: currencySchema,
  service_options: serviceOptionsInputSchema.optional(),
  project_id: idSchema.optional(),
  /** The client an admin or super admin uploads for: the media is theirs, in their cart. */
  user_id: idSchema.optional(),
});
export type CreateMediaInput = z.infer<typeof createMediaSchema>;

/** A media's meeting details as the portal sends them (extra_fields); free text without < or >. */
export const meetingDetailsInputSchema = z.object({
  meeting_title: freeText(255).optional(),
  meeting_date: z.union([z.literal(''), calendarDay()]).optional(),
  meeting_agenda: freeText(5000, { multiline: true }).optional(),
  meeting_attendees: z
    .array(
      z.object({
        attendee_name: freeText(120).pipe(z.string().min(1, { error: errorTexts.required })),
        job_title: freeText(120).default(''),
      }),
    )
    .max(MAX_MEETING_ATTENDEES)
    .default([]),
});
export type MeetingDetailsInput = z.infer<typeof meetingDetailsInputSchema>;

/** PUT /v1/media/{id}: what the owner may change before the media is ordered. */
export const updateMediaSchema = z.object({
  title: freeText(255)
    .pipe(z.string().min(1, { error: errorTexts.required }))
    .optional(),
  currency: currencySchema.optional(),
  service_options: serviceOptionsInputSchema.optional(),
  /** The meeting details, replacing what was there. */
  extra_fields: meetingDetailsInputSchema.optional(),
  /** Moves the media into a project the caller may upload to. */
  project_id: idSchema.optional(),
  /** Staff (the grid's onHoldToggle): the work on an ordered media paused, or resumed. */
  on_hold: flag.optional(),
  /** Staff (cancelToggle): the order stopped, or taken up again. */
  cancelled: flag.optional(),
  /** Staff (returnNotes): what the client reads with the return; empty removes it. */
  return_notes: freeText(RETURN_NOTES_MAX_LENGTH, { multiline: true }).optional(),
  /** Staff (editMediaPriority): High 3, Medium 2, Low 1, Not set 0. */
  priority: mediaLevel.optional(),
  /** Staff (editMediaDifficulty): Hard 3, Moderate 2, Easy 1, Not set 0. */
  difficulty: mediaLevel.optional(),
  /** Staff (editMediaDeadline): when the client is owed the transcript, unix seconds. */
  deadline: unixTime.optional(),
  /** Staff (clientNotes): the client's comments on the media; empty removes them. */
  client_comments: freeText(2000, { multiline: true }).optional(),
  /** Staff (adminsChat): a message added to the admins' chat on the media. */
  admin_chat: freeText(ADMIN_CHAT_MESSAGE_MAX, { multiline: true })
    .pipe(z.string().min(1, { error: errorTexts.required }))
    .optional(),
  /** Staff (poorAudio): why the audio is poor; every job of the media is marked poor with it. */
  poor_audio_reason: freeText(POOR_AUDIO_REASON_MAX, { multiline: true })
    .pipe(z.string().min(1, { error: errorTexts.required }))
    .optional(),
  /**
   * Staff: the row's `updatedAt` (milliseconds) as the editor saw it; a media changed since is
   * refused (409), so two admins never overwrite each other unseen.
   */
  updated_at: unixTimeMs.optional(),
});
/** The fields of PUT /v1/media/{id} that staff change on an ordered media. */
export const staffMediaEditKeys = [
  'on_hold',
  'cancelled',
  'return_notes',
  'priority',
  'difficulty',
  'deadline',
  'client_comments',
  'admin_chat',
  'poor_audio_reason',
] as const;
/**
 * The owner's fields staff change too once the media is ordered: the service options
 * (editService) and the meeting details (editBookingInfo).
 */
export const staffOrderEditKeys = ['service_options', 'extra_fields'] as const;
export type UpdateMediaInput = z.infer<typeof updateMediaSchema>;

export const presignedUrlQuerySchema = z.object({
  id: idSchema,
  project_id: idSchema.optional(),
});

export const presignedPartUrlQuerySchema = z.object({
  id: idSchema,
  part_number: z.coerce.number<number>().int().positive().max(10_000),
});

export const presignedUrlSchema = z.object({ presignedUrl: z.string() });
export type PresignedUrl = z.infer<typeof presignedUrlSchema>;

/** An S3-style ETag: the quoted MD5 (or multipart digest) the storage answered the PUT with. */
const etagSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^"?[0-9a-fA-F]{32}(-\d+)?"?$/, { error: 'Must be the ETag the upload answered' });

/** PUT /v1/media/process/{id}: every part's number and ETag (multipart), or nothing. */
export const processMediaSchema = z.object({
  parts: z
    .array(
      z.object({
        PartNumber: z.coerce.number<number>().int().positive().max(10_000),
        ETag: etagSchema,
      }),
    )
    .max(10_000)
    .optional(),
});
export type ProcessMediaInput = z.infer<typeof processMediaSchema>;
export type ProcessMediaParts = z.output<typeof processMediaSchema>;
export type UploadedPart = NonNullable<ProcessMediaParts['parts']>[number];

const minorUnits = z.number().int().min(0);

export const mediaServiceOptionsSchema = z.object({
  id: z.number().int(),
  turnaround: z.number().int(),
  speakers: z.string(),
  timestamps: z.string().optional(),
  clientComments: z.string().optional(),
  priceCalculationElements: z.record(z.string(), z.boolean()),
  rejectCartReminders: z.boolean().optional(),
});

export const meetingDetailsSchema = z.object({
  meetingTitle: z.string().optional(),
  /** ISO date, YYYY-MM-DD. */
  meetingDate: z.string().optional(),
  meetingAgenda: z.string().optional(),
  meetingAttendees: z.array(z.object({ attendeeName: z.string(), jobTitle: z.string() })),
});

/** A media as the API answers it (client spec section 3), prices in minor units. */
export const mediaSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int().nullable(),
    title: z.string(),
    extension: z.string(),
    mime: z.string(),
    size: z.number().int(),
    status: z.enum(mediaStatuses),
    /** Seconds, read from the bytes when processed; null before. */
    duration: z.number().int().nullable(),
    billedDuration: z.number().int().nullable(),
    currency: currencySchema,
    serviceOptions: mediaServiceOptionsSchema.nullable(),
    /** The meeting details, when the client gave them. */
    extraFields: meetingDetailsSchema.nullable(),
    fullPrice: minorUnits.nullable(),
    price: minorUnits.nullable(),
    grossPrice: minorUnits.nullable(),
    /** How many parts the bytes are sent in: 1 is one PUT, more is a multipart upload. */
    partCount: z.number().int().positive(),
    /** Unix seconds. */
    createdAt: z.number().int(),
  })
  .meta({ id: 'Media' });
export type Media = z.infer<typeof mediaSchema>;

/**
 * A media with what the library's media info shows besides it. Without its meeting details
 * (attendees' names among them): only the owner's checkout needs them, and anyone the project
 * is shared with, upload-only sharers too, reads this.
 */
export const mediaInfoSchema = mediaSchema
  .omit({ extraFields: true })
  .extend({ serviceName: z.string().nullable(), hasTranscript: z.boolean(), hasNotes: z.boolean() })
  .meta({ id: 'MediaInfo' });
export type MediaInfo = z.infer<typeof mediaInfoSchema>;
