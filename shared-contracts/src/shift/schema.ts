import { z } from 'zod';
import { SHIFT_CAPACITY_MAX, SHIFT_MAX_MINUTES, SHIFT_MIN_MINUTES } from '../common/limits.ts';
import { errorTexts } from '../common/errors.ts';
import { shiftTexts } from './texts.ts';
import { calendarDay } from '../common/dates-schema.ts';

/** Who books a shift: typists, or proofreaders while their flag is on (staff spec sections 1, 6). */
export const shiftAudiences = ['typist', 'proofreader'] as const;
export type ShiftAudience = (typeof shiftAudiences)[number];

export const shiftIntervals = ['day', 'week'] as const;
export type ShiftInterval = (typeof shiftIntervals)[number];

/** A date on the portal's clock (UK time, common/portal-time.ts). */
const portalDate = calendarDay();
// A schema's own text answers a value of the wrong form; a missing one is "Required" as anywhere.
/** A time of day on the portal's clock, 24-hour. */
const portalClock = z.iso
  .time({
    precision: -1,
    error: (issue) => (issue.input === undefined ? undefined : 'Must be a time (HH:mm)'),
  })
  .meta({ examples: ['09:00'] });

/** A whole number as JSON or form text; an empty text is not 0. */
const wholeNumber = (min: number, max: number) =>
  z
    .union([z.number(), z.string().regex(/^\s*-?\d+(\.\d+)?\s*$/, { error: 'Must be a number' })])
    .pipe(z.coerce.number<number>().int().min(min).max(max));
const capacity = wholeNumber(0, SHIFT_CAPACITY_MAX);
const duration = wholeNumber(SHIFT_MIN_MINUTES, SHIFT_MAX_MINUTES);

/** GET /v1/shift: the shifts starting in the day or week from `date`. */
export const shiftQuerySchema = z.object({
  date: portalDate,
  interval: z.enum(shiftIntervals).default('week'),
  /** Admins and super admins: who booked each shift. */
  expand: z.enum(['bookings']).optional(),
});

const endOrDuration = (input: { end_time?: string; duration?: number }) =>
  input.end_time === undefined || input.duration === undefined;

/**
 * POST /v1/shift. Times are on the portal's clock; an end time not after the start is the next
 * day's (a night shift). `duration` (minutes) instead of `end_time`.
 */
export const shiftCreateSchema = z
  .object({
    date: portalDate,
    start_time: portalClock,
    end_time: portalClock.optional(),
    duration: duration.optional(),
    capacity,
    audience: z.enum(shiftAudiences).default('typist'),
  })
  .refine(endOrDuration, { error: shiftTexts.endOrDuration, path: ['end_time'] })
  .refine((input) => input.end_time !== undefined || input.duration !== undefined, {
    error: errorTexts.required,
    path: ['end_time'],
  });
export type ShiftCreateInput = z.output<typeof shiftCreateSchema>;

/**
 * PUT /v1/shift/modify/{id}: what is sent changes, the rest stays; a new date or start keeps the
 * shift's length unless an end time or duration is sent too.
 */
export const shiftModifySchema = z
  .object({
    date: portalDate.optional(),
    start_time: portalClock.optional(),
    end_time: portalClock.optional(),
    duration: duration.optional(),
    capacity: capacity.optional(),
  })
  .refine(endOrDuration, { error: shiftTexts.endOrDuration, path: ['end_time'] });
export type ShiftModifyInput = z.output<typeof shiftModifySchema>;

const unixSeconds = z.number().int();

export const shiftBookingSchema = z
  .object({
    userId: z.number(),
    name: z.string(),
    email: z.string(),
    bookedAt: unixSeconds,
  })
  .meta({ id: 'ShiftBooking' });

export const shiftViewSchema = z
  .object({
    id: z.number(),
    startsAt: unixSeconds,
    endsAt: unixSeconds,
    audience: z.enum(shiftAudiences),
    capacity: z.number().int(),
    booked: z.number().int(),
    capacityLeft: z.number().int(),
    bookedByMe: z.boolean(),
    /** With expand=bookings (admins and super admins), earliest first. */
    bookings: z.array(shiftBookingSchema).optional(),
  })
  .meta({ id: 'Shift' });
export type ShiftView = z.output<typeof shiftViewSchema>;
export type ShiftBooking = z.output<typeof shiftBookingSchema>;

/** A list of shifts, earliest first. */
export const shiftListSchema = z.object({ result: z.array(shiftViewSchema) });
