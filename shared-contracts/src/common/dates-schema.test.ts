import type { z } from 'zod';
import { calendarDay, calendarMonth, unixTime, unixTimeMs } from './dates-schema.ts';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

const outside = ['Must be a date in the years 2000 to 2099'];

describe('a Unix time', () => {
  test.each([
    ['the window’s first second', Date.UTC(2000, 0, 1) / 1000],
    ['its last', Date.UTC(2100, 0, 1) / 1000 - 1],
    ['form text', '1772442000'],
  ])('takes %s', (_, value) => expect(messages(unixTime, value)).toEqual([]));

  test.each([
    ['1e15 seconds (past what a Date holds)', 1e15],
    ['-1e15', -1e15],
    ['2^53', 2 ** 53],
    ['1e308', 1e308],
    ['the first second after the window', Date.UTC(2100, 0, 1) / 1000],
    ['1999’s last second', Date.UTC(2000, 0, 1) / 1000 - 1],
    ['0', 0],
  ])('refuses %s with one plain message', (_, value) =>
    expect(messages(unixTime, value)).toEqual(outside),
  );

  test('refuses a fraction of a second', () =>
    expect(messages(unixTime, 1772442000.5)).toHaveLength(1));

  test('in milliseconds, a version stamp, holds to the same window', () => {
    expect(messages(unixTimeMs, Date.UTC(2026, 2, 2))).toEqual([]);
    expect(messages(unixTimeMs, Date.UTC(2026, 2, 2) / 1000)).toEqual(outside);
  });
});

describe('a calendar day', () => {
  const day = calendarDay('Choose a date as YYYY-MM-DD.');

  test.each(['2000-01-01', '2026-11-23', '2099-12-31'])('takes %s', (value) =>
    expect(messages(day, value)).toEqual([]),
  );

  test.each(['0000-01-01', '0099-12-31', '1999-12-31', '2100-01-01', '9999-12-31'])(
    'refuses %s as outside the window',
    (value) => expect(messages(day, value)).toEqual(outside),
  );

  test.each(['2026-02-30', 'tomorrow', '26-11-23'])('answers %s with its own form text', (value) =>
    expect(messages(day, value)).toEqual(['Choose a date as YYYY-MM-DD.']),
  );
});

describe('a calendar month', () => {
  const month = calendarMonth();

  test.each(['2000-01', '2026-10', ' 2099-12 '])('takes %s', (value) =>
    expect(messages(month, value)).toEqual([]),
  );

  test.each(['0000-01', '0099-12', '1969-12', '9999-12'])('refuses %s', (value) =>
    expect(messages(month, value)).toEqual(['Must be a month in the years 2000 to 2099']),
  );

  test('answers another form once', () =>
    expect(messages(month, '2026-13')).toEqual(['Must be a month (YYYY-MM)']));
});
