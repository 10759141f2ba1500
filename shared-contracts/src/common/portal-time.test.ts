import {
  addPortalDays,
  formatPortalDay,
  fromPortalTime,
  isPortalSummerTime,
  portalTime,
  portalUtcOffsetMinutes,
  portalWeekStart,
} from './portal-time.ts';

const utc = (iso: string) => new Date(`${iso}Z`);

describe('the portal clock changes at 01:00 UTC on the last Sundays of March and October', () => {
  test.each([
    // 2026: the last Sundays are 29 March and 25 October.
    ['2026-03-29T00:59:59', false],
    ['2026-03-29T01:00:00', true],
    ['2026-10-25T00:59:59', true],
    ['2026-10-25T01:00:00', false],
    // 2024: 31 March is itself the last day and a Sunday.
    ['2024-03-31T00:59:59', false],
    ['2024-03-31T01:00:00', true],
    ['2024-10-27T00:59:59', true],
    ['2024-10-27T01:00:00', false],
    ['2026-01-15T12:00:00', false],
    ['2026-07-15T12:00:00', true],
    ['2026-12-31T23:59:59', false],
  ])('at %s UTC summer time is %s', (at, summer) => {
    expect(isPortalSummerTime(utc(at))).toBe(summer);
    expect(portalUtcOffsetMinutes(utc(at))).toBe(summer ? 60 : 0);
  });
});

describe('the clock changes on the last Sundays of other years, both ways', () => {
  test.each([
    // [last Sunday of March, of October]; 2027's October one is the 31st itself.
    ['2025-03-30', '2025-10-26'],
    ['2027-03-28', '2027-10-31'],
    ['2030-03-31', '2030-10-27'],
  ])('forward on %s, back on %s, at 01:00 UTC', (march, october) => {
    expect(portalTime(utc(`${march}T00:59:00`)).time).toBe('00:59');
    expect(portalTime(utc(`${march}T01:00:00`)).time).toBe('02:00');
    expect(portalTime(utc(`${october}T00:59:00`)).time).toBe('01:59');
    expect(portalTime(utc(`${october}T01:00:00`)).time).toBe('01:00');
    expect(fromPortalTime(march, '00:59')).toEqual(utc(`${march}T00:59:00`));
    expect(fromPortalTime(march, '02:00')).toEqual(utc(`${march}T01:00:00`));
    expect(fromPortalTime(october, '01:59')).toEqual(utc(`${october}T00:59:00`));
    expect(fromPortalTime(october, '02:00')).toEqual(utc(`${october}T02:00:00`));
    // A week either side the clock is on winter, then summer, then winter time.
    expect(isPortalSummerTime(utc(`${addPortalDays(march, -7)}T12:00:00`))).toBe(false);
    expect(isPortalSummerTime(utc(`${addPortalDays(march, 7)}T12:00:00`))).toBe(true);
    expect(isPortalSummerTime(utc(`${addPortalDays(october, -7)}T12:00:00`))).toBe(true);
    expect(isPortalSummerTime(utc(`${addPortalDays(october, 7)}T12:00:00`))).toBe(false);
  });

  it('reads a date that does not exist as no instant', () => {
    expect(fromPortalTime('2026-13-45').getTime()).toBeNaN();
  });
});

describe('portalTime', () => {
  test.each([
    ['2026-03-29T00:30:00', { date: '2026-03-29', time: '00:30', weekday: 0 }],
    // The clocks go forward: 01:00 UTC reads 02:00.
    ['2026-03-29T01:00:00', { date: '2026-03-29', time: '02:00', weekday: 0 }],
    ['2026-10-25T00:30:00', { date: '2026-10-25', time: '01:30', weekday: 0 }],
    // The clocks go back: 01:30 comes again an hour later.
    ['2026-10-25T01:30:00', { date: '2026-10-25', time: '01:30', weekday: 0 }],
    // A summer evening in UTC is already the next day in the portal.
    ['2026-07-14T23:30:00', { date: '2026-07-15', time: '00:30', weekday: 3 }],
    ['2026-11-23T14:50:00', { date: '2026-11-23', time: '14:50', weekday: 1 }],
  ])('shows %s UTC as %o', (at, shown) => {
    expect(portalTime(utc(at))).toEqual(shown);
  });
});

describe('fromPortalTime', () => {
  test.each([
    ['2026-01-10', '09:00', '2026-01-10T09:00:00'],
    ['2026-07-10', '09:00', '2026-07-10T08:00:00'],
    ['2026-03-29', '00:30', '2026-03-29T00:30:00'],
    // 01:30 does not exist that night: it is read as 02:30 summer time.
    ['2026-03-29', '01:30', '2026-03-29T01:30:00'],
    ['2026-03-29', '02:00', '2026-03-29T01:00:00'],
    // 01:30 happens twice that night: the first, still summer time.
    ['2026-10-25', '01:30', '2026-10-25T00:30:00'],
    ['2026-10-25', '02:00', '2026-10-25T02:00:00'],
    ['2026-10-25', '00:00', '2026-10-24T23:00:00'],
  ])('reads %s %s as %s UTC', (date, time, at) => {
    expect(fromPortalTime(date, time)).toEqual(utc(at));
  });

  it('round-trips every quarter hour of both change days', () => {
    for (const date of ['2026-03-29', '2026-10-25', '2026-06-01'])
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const skipped = date === '2026-03-29' && time >= '01:00' && time < '02:00';
        if (!skipped) expect(portalTime(fromPortalTime(date, time))).toMatchObject({ date, time });
      }
  });
});

test('days and weeks count on portal dates', () => {
  expect(addPortalDays('2026-10-24', 1)).toBe('2026-10-25');
  expect(addPortalDays('2026-10-25', 1)).toBe('2026-10-26');
  expect(addPortalDays('2026-03-01', -1)).toBe('2026-02-28');
  expect(portalWeekStart('2026-11-23')).toBe('2026-11-23');
  expect(portalWeekStart('2026-11-29')).toBe('2026-11-23');
  expect(portalWeekStart('2026-11-24')).toBe('2026-11-23');
  expect(portalWeekStart('2027-01-01')).toBe('2026-12-28');
});

test.each([
  ['2026-11-23', 'Mon, Nov 23rd'],
  ['2026-11-01', 'Sun, Nov 1st'],
  ['2026-11-02', 'Mon, Nov 2nd'],
  ['2026-11-11', 'Wed, Nov 11th'],
  ['2026-11-12', 'Thu, Nov 12th'],
  ['2026-11-13', 'Fri, Nov 13th'],
  ['2026-11-21', 'Sat, Nov 21st'],
  ['2027-01-31', 'Sun, Jan 31st'],
])('writes %s as %s', (date, text) => {
  expect(formatPortalDay(date)).toBe(text);
});
