/**
 * The portal's clock (staff spec section 9, "between the last Sundays of March and October"): UK
 * time, read from the Europe/London zone of the runtime's time-zone data, which changes at 01:00
 * UTC on those Sundays. Instants are stored in UTC; staff read and enter them in this clock
 * whatever their browser's time zone, so a shift is the same hour for everyone.
 */
import { LOCALE } from './constants.ts';

/** What the portal calls its clock next to times shown in it. */
export const PORTAL_TIME_LABEL = 'UK time';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const clock = new Intl.DateTimeFormat(LOCALE, {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The portal clock's reading of an instant, as the UTC instant with the same figures. */
function wallClock(at: Date): number {
  const part = Object.fromEntries(
    clock.formatToParts(at).map(({ type, value }) => [type, Number(value)]),
  ) as Record<Intl.DateTimeFormatPartTypes, number>;
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
}

/** Milliseconds the portal's clock is ahead of UTC; none for an invalid date, as before Intl. */
function offsetMs(at: Date): number {
  const time = at.getTime();
  return Number.isNaN(time) ? 0 : wallClock(at) - Math.floor(time / 1000) * 1000;
}

/** Minutes the portal's clock is ahead of UTC at this instant: 60 in summer, else 0. */
export const portalUtcOffsetMinutes = (at: Date): number => offsetMs(at) / 60_000;

/** Whether the portal's clock is on summer time (UTC+1) at this instant. */
export const isPortalSummerTime = (at: Date): boolean => offsetMs(at) > 0;

/** An instant on the portal's clock. */
export interface PortalDateTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm, 24-hour */
  time: string;
  /** 0 is Sunday, as Date counts. */
  weekday: number;
}

/** An instant as the portal's clock shows it. */
export function portalTime(at: Date): PortalDateTime {
  const wall = new Date(wallClock(at));
  const iso = wall.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), weekday: wall.getUTCDay() };
}

/**
 * The instant a date and time on the portal's clock name. In the hour the October change repeats,
 * the first (summer) one; a time the March change skips is read an hour later, as clocks show it.
 */
export function fromPortalTime(date: string, time = '00:00'): Date {
  const wall = Date.parse(`${date}T${time}:00.000Z`);
  if (Number.isNaN(wall)) return new Date(NaN);
  const before = offsetMs(new Date(wall - DAY_MS));
  const after = offsetMs(new Date(wall + DAY_MS));
  // The larger offset first: it names the earlier of two instants the clock shows alike.
  for (const offset of [Math.max(before, after), Math.min(before, after)])
    if (offsetMs(new Date(wall - offset)) === offset) return new Date(wall - offset);
  // No instant shows it (the hour skipped): read on the clock from before the change.
  return new Date(wall - before);
}

/** A date field's value (2026-03-02) as the first second of that UK day; undefined until complete. */
export function fromDayInput(value: string | undefined): number | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? Math.floor(fromPortalTime(value).getTime() / 1000)
    : undefined;
}

/** A portal date `days` later (earlier when negative). */
export function addPortalDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week a portal date falls in. */
export function portalWeekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00.000Z`).getUTCDay();
  return addPortalDays(date, -((weekday + 6) % 7));
}

const weekdayNames = 'Sun Mon Tue Wed Thu Fri Sat'.split(' ');
const monthNames = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

/** A portal date as the spec's date display writes a day ('ddd, MMM Do'): "Mon, Nov 23rd". */
export function formatPortalDay(date: string): string {
  const day = new Date(`${date}T00:00:00.000Z`);
  return `${weekdayNames[day.getUTCDay()]}, ${monthNames[day.getUTCMonth()]} ${ordinal(day.getUTCDate())}`;
}
