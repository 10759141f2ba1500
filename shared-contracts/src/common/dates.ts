import type { DATE_FORMATS } from './constants.ts';
import { LOCALE } from './constants.ts';

const pad = (value: number) => String(value).padStart(2, '0');
// The spec's names are the English abbreviations ("Sep", not en-GB's "Sept").
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short' });
const monthShort = new Intl.DateTimeFormat('en-US', { month: 'short' });
const ordinal = new Intl.PluralRules('en-US', { type: 'ordinal' });
const ordinalSuffix: Partial<Record<Intl.LDMLPluralRule, string>> = {
  one: 'st',
  two: 'nd',
  few: 'rd',
};
const dayOrdinal = (day: number) => `${day}${ordinalSuffix[ordinal.select(day)] ?? 'th'}`;
const clock12 = (date: Date) =>
  `${pad(date.getHours() % 12 || 12)}:${pad(date.getMinutes())} ${date.getHours() < 12 ? 'am' : 'pm'}`;

/**
 * Each of DATE_FORMATS written out with the platform's own date parts, so the first load of the
 * portal, which shows dates, does without a date library.
 */
const writers: Record<keyof typeof DATE_FORMATS, (date: Date) => string> = {
  long: (date) =>
    `${pad(date.getHours())}:${pad(date.getMinutes())} on ${weekday.format(date)}, ${monthShort.format(date)} ${dayOrdinal(date.getDate())}`,
  table: (date) =>
    `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${pad(date.getFullYear() % 100)}, ${clock12(date)}`,
  iso: (date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
  short: (date) => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`,
};

/** A unix time in one of the spec's date formats (client spec, Date display), in local time. */
export const formatUnixTime = (unixSeconds: number, format: keyof typeof DATE_FORMATS): string =>
  writers[format](new Date(unixSeconds * 1000));

const monthName = new Intl.DateTimeFormat(LOCALE, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM month in words, "October 2026": the month an invoice pays for. */
export const formatMonth = (month: string): string =>
  monthName.format(new Date(`${month}-01T00:00:00.000Z`));
