import { z } from 'zod';
import { DATE_WINDOW_YEARS } from './limits.ts';
import { INVOICE_MONTH_PATTERN } from '../invoice/rules.ts';
import { validationTexts } from './validation-texts.ts';

const { first, last } = DATE_WINDOW_YEARS;
/** What a date, month or time outside the window answers. */
export const dateWindowText = validationTexts.dateWindow(first, last);
const monthWindowText = validationTexts.monthWindow(first, last);

/** The first second of the window, and the first after it (Unix seconds). */
export const EARLIEST_UNIX_TIME = Date.UTC(first, 0, 1) / 1000;
export const AFTER_LATEST_UNIX_TIME = Date.UTC(last + 1, 0, 1) / 1000;

/** Whether a YYYY-MM-DD day or YYYY-MM month falls in the window (the year leads either). */
export const isInDateWindow = (dayOrMonth: string): boolean => {
  const year = Number(dayOrMonth.slice(0, 4));
  return year >= first && year <= last;
};

const inWindow = <Schema extends z.ZodNumber | z.ZodCoercedNumber<number>>(
  schema: Schema,
  perSecond: number,
): Schema =>
  schema
    .min(EARLIEST_UNIX_TIME * perSecond, { error: dateWindowText, abort: true })
    .max(AFTER_LATEST_UNIX_TIME * perSecond - 1, { error: dateWindowText, abort: true })
    .int() as Schema;

/** Unix seconds, as a JSON number or form text, in the window. */
export const unixTime = inWindow(z.coerce.number<number>(), 1);

/**
 * Unix milliseconds in the window: the `updatedAt` an edit was made on, sent back so a change
 * made since is refused (409). `unixTimeMsValue` for a field that reads form text itself.
 */
export const unixTimeMsValue = inWindow(z.number(), 1000);
export const unixTimeMs = inWindow(z.coerce.number<number>(), 1000);

// A schema's own text answers a value of the wrong form; a missing one is "Required" as anywhere.
const unlessMissing = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? undefined : message;

// The window is checked on a value of the right form only: one message for "tomorrow". Not by
// aborting at the form, so that a union with another form (an empty text) names this one's error.
const wellFormed = (payload: { issues: unknown[] }) => payload.issues.length === 0;

/** A YYYY-MM-DD calendar day in the window; `message` answers another form. */
export const calendarDay = (message: string = validationTexts.dayForm) =>
  z.iso
    .date({ error: unlessMissing(message) })
    .refine(isInDateWindow, { error: dateWindowText, when: wellFormed })
    .meta({ examples: ['2026-11-23'] });

/** A YYYY-MM month in the window; `message` answers another form. */
export const calendarMonth = (message: string = validationTexts.monthForm) =>
  z
    .string({ error: unlessMissing(message) })
    .trim()
    .regex(INVOICE_MONTH_PATTERN, { error: message })
    .refine(isInDateWindow, { error: monthWindowText, when: wellFormed })
    .meta({ examples: ['2026-10'] });
