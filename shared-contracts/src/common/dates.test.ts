import { formatMonth, formatUnixTime } from './dates.ts';

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
