import {
  SHIFT_MAX_DAYS_AHEAD,
  SHIFT_MAX_MINUTES,
  SHIFT_MIN_MINUTES,
} from '@portal/contracts/common/limits';
import { addPortalDays, fromPortalTime } from '@portal/contracts/common/portal-time';
import { shiftTexts } from '@portal/contracts/shift/texts';
import { unprocessable } from '../../lib/http-errors.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface ShiftTimes {
  startsAt: Date;
  endsAt: Date;
}

/** When a shift ends: after `duration` minutes, else at `endTime`, else after `lengthMs`. */
export interface ShiftEnd {
  endTime?: string;
  duration?: number;
  lengthMs?: number;
}

/**
 * A shift's instants from its date and times on the portal's clock (an end time not after the
 * start is the next day's), held to the rules of planning: it starts in the future, within
 * SHIFT_MAX_DAYS_AHEAD, and lasts SHIFT_MIN_MINUTES to SHIFT_MAX_MINUTES.
 */
export function plannedTimes(
  date: string,
  startTime: string,
  end: ShiftEnd,
  now: Date,
): ShiftTimes {
  const startsAt = fromPortalTime(date, startTime);
  const endsAt = endOf(date, startsAt, end);
  const minutes = (endsAt.getTime() - startsAt.getTime()) / MINUTE_MS;
  if (minutes < SHIFT_MIN_MINUTES || minutes > SHIFT_MAX_MINUTES)
    throw unprocessable(shiftTexts.length, end.duration === undefined ? 'end_time' : 'duration');
  if (startsAt <= now) throw unprocessable(shiftTexts.startsInThePast, 'start_time');
  if (startsAt.getTime() > now.getTime() + SHIFT_MAX_DAYS_AHEAD * DAY_MS)
    throw unprocessable(shiftTexts.tooFarAhead, 'date');
  return { startsAt, endsAt };
}

function endOf(date: string, startsAt: Date, end: ShiftEnd): Date {
  if (end.duration !== undefined) return new Date(startsAt.getTime() + end.duration * MINUTE_MS);
  if (end.endTime === undefined) return new Date(startsAt.getTime() + (end.lengthMs ?? 0));
  const sameDay = fromPortalTime(date, end.endTime);
  return sameDay > startsAt ? sameDay : fromPortalTime(addPortalDays(date, 1), end.endTime);
}
