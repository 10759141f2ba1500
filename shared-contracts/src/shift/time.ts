import {
  PORTAL_TIME_LABEL,
  addPortalDays,
  formatPortalDay,
  portalTime,
  portalWeekStart,
} from '../common/portal-time.ts';
import type { ShiftView } from './schema.ts';

const at = (unixSeconds: number) => new Date(unixSeconds * 1000);

/** The portal date a shift starts on. */
export const shiftDate = (shift: Pick<ShiftView, 'startsAt'>): string =>
  portalTime(at(shift.startsAt)).date;

/** "09:00 – 13:00", on the portal's clock. */
export const shiftHours = (shift: Pick<ShiftView, 'startsAt' | 'endsAt'>): string =>
  `${portalTime(at(shift.startsAt)).time} – ${portalTime(at(shift.endsAt)).time}`;

/** "09:00 – 13:00 on Mon, Nov 23rd (UK time)", after the spec's 'HH:mm on ddd, MMM Do'. */
export const shiftWhen = (shift: Pick<ShiftView, 'startsAt' | 'endsAt'>): string =>
  `${shiftHours(shift)} on ${formatPortalDay(shiftDate(shift))} (${PORTAL_TIME_LABEL})`;

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
