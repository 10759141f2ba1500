import { formatPortalDay } from '@portal/contracts/common/portal-time';
import { portalDateAt, shiftDate, weekDates } from '@portal/contracts/shift/time';
import type { ShiftView } from '@portal/contracts/shift/schema';
import { shiftbookerTexts as texts } from './shiftbooker-texts.ts';
import { ShiftItem } from './ShiftItem.tsx';

/** The week from its Monday, a row per day with that day's shifts. */
export function WeekDays({
  monday,
  shifts,
  now,
}: {
  monday: string;
  shifts: ShiftView[];
  now: number;
}) {
  const today = portalDateAt(now);
  return (
    <ol className="week">
      {weekDates(monday).map((date) => {
        const onDay = shifts.filter((shift) => shiftDate(shift) === date);
        const headingId = `shiftbooker-day-${date}`;
        return (
          <li key={date} className="week__day" data-today={date === today || undefined}>
            <h3 className="week__date" id={headingId}>
              {formatPortalDay(date)}
              {date === today && <span className="week__today">{texts.today}</span>}
            </h3>
            {onDay.length === 0 ? (
              <p className="week__none">{texts.noShiftsOnDay}</p>
            ) : (
              <ul className="week__shifts" aria-labelledby={headingId}>
                {onDay.map((shift) => (
                  <ShiftItem key={shift.id} shift={shift} now={now} />
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
