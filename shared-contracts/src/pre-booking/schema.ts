import { z } from 'zod';
import {
  PRE_BOOKING_BULK_MAX,
  PRE_BOOKING_MAX_MINUTES,
  PRE_BOOKING_MEDIA_MAX,
  PRE_BOOKING_NOTES_MAX_LENGTH,
  PRE_BOOKING_PAGE_SIZE,
} from '../common/limits.ts';
import { preBookingTexts } from './texts.ts';
import { fieldErrorsSchema } from '../common/errors-schema.ts';
import { listOf, pageOf, pageQuery } from '../common/page-schema.ts';
import { freeText, idSchema, lineText } from '../common/wire-schema.ts';
import { unixTime, unixTimeMs } from '../common/dates-schema.ts';

/**
 * A pre-booking (staff spec sections 2 and 7): production time an admin holds for recordings a
 * client has announced but not sent yet; booked, then received as its media arrive, or cancelled.
 */
export const preBookingStatuses = ['booked', 'received', 'cancelled'] as const;
export type PreBookingStatus = (typeof preBookingStatuses)[number];

const minutes = z.coerce
  .number<number>()
  .int()
  .min(1, { error: preBookingTexts.minutes })
  .max(PRE_BOOKING_MAX_MINUTES, { error: preBookingTexts.minutes });
const notes = freeText(PRE_BOOKING_NOTES_MAX_LENGTH, { multiline: true });

export const preBookingSchema = z
  .object({
    id: z.number().int(),
    /** Eight characters, as a project's: read out on the phone and typed from paper. */
    shortId: z.string(),
    clientId: z.number().int(),
    clientName: z.string(),
    serviceId: z.number().int(),
    serviceName: z.string(),
    expectedMinutes: z.number().int(),
    /** Unix seconds: when the recordings are expected. */
    expectedAt: z.number().int(),
    notes: z.string().nullable(),
    status: z.enum(preBookingStatuses),
    /** The ids of the media received against it. */
    mediaIds: z.array(z.number().int()),
    createdAt: z.number().int(),
    /** Milliseconds: sent back with an edit, which a later change refuses (409). */
    updatedAt: z.number().int(),
  })
  .meta({ id: 'PreBooking' });
export type PreBooking = z.output<typeof preBookingSchema>;
export const preBookingPageSchema = pageOf(preBookingSchema);

/** GET /v1/pre-booking: newest expected last; text filters match anywhere, any case. */
export const preBookingListQuerySchema = z.object({
  ...pageQuery(PRE_BOOKING_PAGE_SIZE),
  short_id: lineText(20).optional(),
  client_name: lineText(255).optional(),
  status: listOf(z.enum(preBookingStatuses)).optional(),
});
export type PreBookingListInput = z.output<typeof preBookingListQuerySchema>;

/** POST /v1/pre-booking. */
export const preBookingCreateSchema = z.object({
  client_id: idSchema,
  service_id: idSchema,
  expected_minutes: minutes,
  expected_at: unixTime,
  notes: notes.optional(),
});
export type PreBookingCreateInput = z.output<typeof preBookingCreateSchema>;

/**
 * PUT /v1/pre-booking/{id}: what changes. media_ids replaces the media received against it
 * (the client's own orders only); updated_at, when sent, is the version the edit was made on.
 */
export const preBookingUpdateSchema = z.object({
  service_id: idSchema.optional(),
  expected_minutes: minutes.optional(),
  expected_at: unixTime.optional(),
  notes: notes.optional(),
  status: z.enum(preBookingStatuses).optional(),
  media_ids: z.array(idSchema).max(PRE_BOOKING_MEDIA_MAX).optional(),
  updated_at: unixTimeMs.optional(),
});
export type PreBookingUpdateInput = z.output<typeof preBookingUpdateSchema>;

/** PUT /v1/pre-booking/bulk-update: several pre-bookings changed at once, each on its own. */
export const preBookingBulkUpdateSchema = z.object({
  items: z
    .array(preBookingUpdateSchema.omit({ media_ids: true }).extend({ id: idSchema }))
    .min(1)
    .max(PRE_BOOKING_BULK_MAX)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
      error: preBookingTexts.duplicateItem,
    }),
});
export type PreBookingBulkUpdateInput = z.output<typeof preBookingBulkUpdateSchema>;

/**
 * What became of one pre-booking of a bulk update: 200 and the pre-booking, or the status and
 * the errors its own PUT would have answered, each naming its field of the item.
 */
export const preBookingOutcomeSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  errors: fieldErrorsSchema,
  preBooking: preBookingSchema.nullable(),
});
export const preBookingBulkResultSchema = z.object({ items: z.array(preBookingOutcomeSchema) });
