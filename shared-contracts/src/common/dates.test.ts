import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import { DATE_FORMATS } from './constants.ts';
import { formatMonth, formatUnixTime } from './dates.ts';

dayjs.extend(advancedFormat);

// 23 November 2026, 14:50:00 local time.
const afternoon = new Date(2026, 10, 23, 14, 50).getTime() / 1000;

test.each([
  ['table', '23.11.26, 02:50 pm'],
  ['iso', '2026-11-23'],
  ['short', '23/11/2026'],
  ['long', '14:50 on Mon, Nov 23rd'],
] as const)('formats the %s date as the spec does', (format, text) => {
  expect(formatUnixTime(afternoon, format)).toBe(text);
});

test.each([
  ['2026-10', 'October 2026'],
  ['2027-01', 'January 2027'],
])('names the month %s in words', (month, text) => {
  expect(formatMonth(month)).toBe(text);
});

// Every 7 hours and 13 minutes over two years: each hour, weekday, month and day of the month.
const sweep = Array.from({ length: 2_430 }, (_, step) => 1_767_225_600 + step * 25_980);

test.each(Object.keys(DATE_FORMATS) as (keyof typeof DATE_FORMATS)[])(
  'writes the %s format as its pattern reads in dayjs',
  (format) => {
    for (const unixSeconds of sweep)
      expect(formatUnixTime(unixSeconds, format)).toBe(
        dayjs.unix(unixSeconds).format(DATE_FORMATS[format]),
      );
  },
);
