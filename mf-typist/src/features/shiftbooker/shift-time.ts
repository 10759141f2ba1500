import {
  addPortalDays,
  portalTime,
  portalWeekStart,
  type ShiftView,
} from '@portal/contracts/shifts';

export const hasStarted = (shift: ShiftView, now: number): boolean => shift.startsAt * 1000 <= now;

/** The date on the portal's clock at a time (milliseconds). */
export const portalDateAt = (now: number): string => portalTime(new Date(now)).date;

/** The Monday of the week a `?week=` value names, or of the week of `today` when it names none. */
export function weekFrom(value: string | null, today: string): string {
  const valid = value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !isNaN(Date.parse(value));
  return portalWeekStart(valid ? value : today);
}

/** The seven dates of the week from its Monday. */
export const weekDates = (monday: string): string[] =>
  Array.from({ length: 7 }, (_, day) => addPortalDays(monday, day));
