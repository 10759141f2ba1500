import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import { DATE_FORMATS, LOCALE } from './constants.ts';

dayjs.extend(advancedFormat);

/** A unix time in one of the spec's date formats (client spec, Date display), in local time. */
export const formatUnixTime = (unixSeconds: number, format: keyof typeof DATE_FORMATS): string =>
  dayjs.unix(unixSeconds).format(DATE_FORMATS[format]);

const monthName = new Intl.DateTimeFormat(LOCALE, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM month in words, "October 2026": the month an invoice pays for. */
export const formatMonth = (month: string): string =>
  monthName.format(new Date(`${month}-01T00:00:00.000Z`));
