import { z } from 'zod';
import { errorTexts } from '../common/errors.ts';
import {
  LIVE_BOOKING_PAGE_SIZE,
  LIVE_MAX_DURATION_SECONDS,
  LIVE_MAX_SESSIONS_PER_BOOKING,
  MEETING_AGENDA_MAX_LENGTH,
  MEETING_LINK_MAX_LENGTH,
  MEETING_TITLE_MAX_LENGTH,
  PO_NUMBER_MAX_LENGTH,
} from '../common/limits.ts';
import { bookableLength, sessionSeconds } from './rules.ts';
import { mediaStatuses } from '../common/statuses.ts';
import { liveBookingTexts as texts } from './texts.ts';
import { validationTexts } from '../common/validation-texts.ts';
import {
  meetingDetailsInputSchema,
  meetingDetailsSchema,
  mediaServiceOptionsSchema,
} from '../media/schema.ts';
import { pageOf, pageQuery } from '../common/page-schema.ts';
import { serviceOptionsInputSchema } from '../services/schema.ts';
import { currencySchema } from '../user/schema.ts';
import { freeText, idSchema, lineText } from '../common/wire-schema.ts';
import { unixTime } from '../common/dates-schema.ts';

const meetingTitle = freeText(MEETING_TITLE_MAX_LENGTH).pipe(
  z.string().min(1, { error: errorTexts.required }),
);
const meetingAgenda = freeText(MEETING_AGENDA_MAX_LENGTH, { multiline: true });
/** Where the note-taker joins the meeting: a web address, never a script or a file. */
const meetingLink = lineText(MEETING_LINK_MAX_LENGTH).pipe(
  z.url({ protocol: /^https?$/, error: texts.meetingLink }),
);
const hours = z.coerce
  .number<number>()
  .int({ error: texts.duration })
  .min(0, { error: texts.duration })
  .max(LIVE_MAX_DURATION_SECONDS / 3600, { error: texts.duration });
const minutes = z.coerce
  .number<number>()
  .int({ error: texts.duration })
  .min(0, { error: texts.duration })
  .max(59, { error: texts.duration });

/** The session's length from 1 minute to the longest, refused on the minutes field. */
const lengthRule = (
  value: { meeting_duration_hours?: number; meeting_duration_minutes?: number },
  context: z.RefinementCtx,
) => {
  const { meeting_duration_hours: h, meeting_duration_minutes: m } = value;
  if (h === undefined && m === undefined) return;
  if (h === undefined || m === undefined) {
    context.addIssue({
      code: 'custom',
      message: texts.durationPair,
      path: ['meeting_duration_minutes'],
    });
    return;
  }
  if (!bookableLength(sessionSeconds(h, m)))
    context.addIssue({
      code: 'custom',
      message: texts.duration,
      path: ['meeting_duration_minutes'],
    });
};

/** The notes cannot be wanted before the meeting is over (the booking form's own rule). */
const dueRule = (
  value: {
    meeting_date: number;
    meeting_duration_hours: number;
    meeting_duration_minutes: number;
    media_due?: number;
  },
  context: z.RefinementCtx,
) => {
  const end =
    value.meeting_date +
    sessionSeconds(value.meeting_duration_hours, value.meeting_duration_minutes);
  if (value.media_due !== undefined && value.media_due <= end)
    context.addIssue({ code: 'custom', message: validationTexts.dateGreater, path: ['media_due'] });
};

/**
 * One session of the booking form (client spec section 3, Booking form (live)). meeting_date is
 * the start as Unix seconds: the form turns the UK date and time it shows into the instant.
 */
export const liveSessionInputSchema = z
  .object({
    meeting_title: meetingTitle,
    meeting_date: unixTime,
    meeting_duration_hours: hours,
    meeting_duration_minutes: minutes,
    meeting_link: meetingLink,
    meeting_agenda: meetingAgenda.default(''),
    meeting_attendees: meetingDetailsInputSchema.shape.meeting_attendees,
    /** The client's project for the notes; checkout makes one for sessions without. */
    project_id: idSchema.optional(),
    /** Unix seconds: when the client wants the notes. */
    media_due: unixTime.optional(),
    po_number: lineText(PO_NUMBER_MAX_LENGTH).optional(),
  })
  .superRefine(lengthRule)
  .superRefine(dueRule);
export type LiveSessionInput = z.output<typeof liveSessionInputSchema>;

/**
 * POST /v1/live-booking (client spec section 3, Live booking request): sessions of one streaming
 * service with its add-ons (extra modifiers). client_id is for admins and super admins booking
 * for a client; a client books for themself.
 */
export const liveBookingRequestSchema = z.object({
  client_id: idSchema.optional(),
  transcription_service_id: idSchema,
  bookings: z
    .array(liveSessionInputSchema)
    .min(1, { error: texts.noSessions })
    .max(LIVE_MAX_SESSIONS_PER_BOOKING, { error: texts.tooManySessions }),
  extra_modifiers: serviceOptionsInputSchema.shape.price_calculation_elements,
});
export type LiveBookingRequest = z.output<typeof liveBookingRequestSchema>;

/**
 * PUT /v1/live-booking/{id}: what changes before the meeting starts. The length changes only
 * until the booking is paid for (it sets the price); hours and minutes go together.
 */
export const liveBookingUpdateSchema = z
  .object({
    meeting_title: meetingTitle.optional(),
    meeting_date: unixTime.optional(),
    meeting_duration_hours: hours.optional(),
    meeting_duration_minutes: minutes.optional(),
    meeting_link: meetingLink.optional(),
    meeting_agenda: meetingAgenda.optional(),
    meeting_attendees: meetingDetailsInputSchema.shape.meeting_attendees.optional(),
    media_due: unixTime.nullable().optional(),
    po_number: lineText(PO_NUMBER_MAX_LENGTH).nullable().optional(),
  })
  .superRefine(lengthRule);
export type LiveBookingUpdate = z.output<typeof liveBookingUpdateSchema>;

const minorUnits = z.number().int().min(0);

/**
 * One booked session as the API answers it: a media of its client, whose notes job the
 * note-taker works. Its id is the media's (the booking view's bookingId).
 */
export const liveBookingSchema = z
  .object({
    id: z.number().int(),
    clientId: z.number().int().nullable(),
    projectId: z.number().int().nullable(),
    status: z.enum(mediaStatuses),
    serviceOptions: mediaServiceOptionsSchema.nullable(),
    meetingTitle: z.string(),
    /** Unix seconds: the start and the end. */
    meetingDate: z.number().int(),
    meetingEnd: z.number().int(),
    /** Seconds. */
    duration: z.number().int(),
    meetingLink: z.string(),
    meetingAgenda: z.string(),
    meetingAttendees: meetingDetailsSchema.shape.meetingAttendees,
    mediaDue: z.number().int().nullable(),
    poNumber: z.string().nullable(),
    currency: currencySchema,
    fullPrice: minorUnits.nullable(),
    price: minorUnits.nullable(),
    grossPrice: minorUnits.nullable(),
    /** The typist of its notes job, once one is assigned. */
    noteTakerId: z.number().int().nullable(),
    /** Unix seconds: when the note-taker or an admin marked the meeting attended. */
    attendedAt: z.number().int().nullable(),
    createdAt: z.number().int(),
  })
  .meta({ id: 'LiveBooking' });
export type LiveBooking = z.output<typeof liveBookingSchema>;

export const liveBookingCreatedSchema = z.object({ bookings: z.array(liveBookingSchema) });

/** GET /v1/live-booking: the client's sessions, the latest start first (the copy-from list). */
export const liveBookingListQuerySchema = z.object({
  ...pageQuery(LIVE_BOOKING_PAGE_SIZE),
  /** The client, for admins and super admins. */
  client_id: idSchema.optional(),
});
export const liveBookingPageSchema = pageOf(liveBookingSchema);

/**
 * GET /v1/media/capacity-checker: a session's start with its duration (seconds) or its end; the
 * service, to count only the note-takers trained in it.
 */
export const capacityQuerySchema = z
  .object({
    start: unixTime,
    duration: z.coerce
      .number<number>()
      .int()
      .min(60, { error: texts.duration })
      .max(LIVE_MAX_DURATION_SECONDS, { error: texts.duration })
      .optional(),
    end: unixTime.optional(),
    service_id: idSchema.optional(),
  })
  .superRefine((value, context) => {
    const { start, duration, end } = value;
    if ((duration === undefined) === (end === undefined))
      context.addIssue({ code: 'custom', message: texts.capacitySpan, path: ['duration'] });
    else if (end !== undefined && (end <= start || end - start > LIVE_MAX_DURATION_SECONDS))
      context.addIssue({ code: 'custom', message: texts.duration, path: ['end'] });
  });
export type CapacityQuery = z.output<typeof capacityQuerySchema>;

export const capacitySchema = z
  .object({
    start: z.number().int(),
    end: z.number().int(),
    /** The most booked sessions running at one moment of the span. */
    overlappingSessions: z.number().int(),
    maxOverlappingSessions: z.number().int(),
    /** Whether one more session fits in the span. */
    available: z.boolean(),
    /** Active note-takers trained in the service (any live service) not taking notes then. */
    freeNoteTakers: z.number().int(),
  })
  .meta({ id: 'LiveCapacity' });
export type Capacity = z.output<typeof capacitySchema>;

/** PUT /v1/media/attend/{id}: the meeting marked attended, once. */
export const attendanceSchema = z.object({
  id: z.number().int(),
  /** Unix seconds: the first mark; marking again keeps it. */
  attendedAt: z.number().int(),
  attendedBy: z.number().int().nullable(),
});
