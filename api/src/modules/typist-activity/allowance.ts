import { TYPIST_ACTIVITY_SLICE_SECONDS } from '@portal/contracts/common/limits';

/** The seconds of a UK day: a day's activity never adds up to more, whatever the reports say. */
export const ACTIVITY_DAY_SECONDS = 86_400;

/** What a person has reported so far, as their next report is measured against it. */
export interface ActivitySoFar {
  /** Their latest report, that day or the day before; null when they have none. */
  previousAt: Date | null;
  /** Whether they have reported on the report's own UK day already. */
  reportedToday: boolean;
  /** The seconds already counted on that day, over all their jobs. */
  dayTotal: number;
}

/**
 * How many seconds a report made at `at` may add. Nobody edits faster than the clock: no more
 * than has passed since the person's previous report, on whichever job (two editors open at
 * once share the person's time). The day's first report has no previous one of that day to be
 * measured from; it counts at most one editor slice (a minute), the most the editor reports at
 * once, and no more than has passed since a report late the day before. A day's total stays
 * within the day. Whole seconds, rounded down, so the counted time never passes the clock.
 */
export function activityAllowance(so: ActivitySoFar, at: Date): number {
  const sincePrevious = so.previousAt
    ? Math.floor((at.getTime() - so.previousAt.getTime()) / 1000)
    : Number.POSITIVE_INFINITY;
  const firstOfDay = so.reportedToday ? Number.POSITIVE_INFINITY : TYPIST_ACTIVITY_SLICE_SECONDS;
  const leftInDay = ACTIVITY_DAY_SECONDS - so.dayTotal;
  return Math.max(0, Math.min(sincePrevious, firstOfDay, leftInDay));
}
