import { z } from 'zod';
import { errorTexts } from '../common/errors.ts';
import { CUSTOMER_EMAIL_MESSAGE_MAX, CUSTOMER_EMAIL_SUBJECT_MAX } from './rules.ts';
import { meetingDetailsSchema, mediaServiceOptionsSchema } from '../media/schema.ts';
import { freeText } from '../common/wire-schema.ts';

const required = z.string().min(1, { error: errorTexts.required });

/**
 * PUT /v1/media/notify/{id}: the mail a row action sends about the media. `deadline_changed`
 * (sendDeadlineChangedNotification) tells its typists and proofreaders the media's deadline;
 * `customer_email` (sendCustomerEmail) is an admin's mail to its client.
 */
export const notifyMediaSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('deadline_changed') }),
  z.object({
    kind: z.literal('customer_email'),
    subject: freeText(CUSTOMER_EMAIL_SUBJECT_MAX).pipe(required),
    message: freeText(CUSTOMER_EMAIL_MESSAGE_MAX, { multiline: true }).pipe(required),
  }),
]);
export type NotifyMediaInput = z.input<typeof notifyMediaSchema>;

/** Whom a notification went to: their email addresses. */
export const notifiedSchema = z.object({ mailedTo: z.array(z.string()) });
export type Notified = z.infer<typeof notifiedSchema>;

/** One message of the admins' chat on a media. */
export const adminChatMessageSchema = z
  .object({
    id: z.number().int(),
    authorId: z.number().int().nullable(),
    authorName: z.string().nullable(),
    message: z.string(),
    /** Unix seconds. */
    at: z.number().int(),
  })
  .meta({ id: 'AdminChatMessage' });
export type AdminChatMessage = z.infer<typeof adminChatMessageSchema>;

/** GET /v1/media/admin-chat/{id}: the chat, oldest first. */
export const adminChatSchema = z.object({ result: z.array(adminChatMessageSchema) });

/**
 * GET /v1/media/details/{id}: what staff edit on an ordered media besides the grid's columns:
 * its service options (with the client's comments), meeting details and deadline.
 */
export const staffMediaDetailsSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    /** Unix seconds; null before the order. */
    deadline: z.number().int().nullable(),
    serviceOptions: mediaServiceOptionsSchema.nullable(),
    extraFields: meetingDetailsSchema.nullable(),
    /** Why the audio is poor, when an admin or typist said so on a job of the media. */
    poorAudioReason: z.string().nullable(),
    /** Milliseconds: sent back with a staff edit, which a later change refuses (409). */
    updatedAt: z.number().int(),
  })
  .meta({ id: 'StaffMediaDetails' });
export type StaffMediaDetails = z.infer<typeof staffMediaDetailsSchema>;
