import { formatPortalDay } from '@portal/contracts/common/portal-time';
import { shiftDate, weekDates } from '@portal/contracts/shift/time';
import type { ShiftView } from '@portal/contracts/shift/schema';
import { ShiftCard, type ShiftAction } from './ShiftCard.tsx';
import { shiftPlanTexts as texts } from './shift-texts.ts';

/** The week from its Monday at a glance: a column per day (a row on a phone) with its shifts. */
export function WeekGrid({
  monday,
  today,
  shifts,
  onAction,
}: {
  monday: string;
  today: string;
  shifts: ShiftView[];
  onAction: ShiftAction;
}) {
  return (
    <ol className="shift-week">
      {weekDates(monday).map((date) => {
        const onDay = shifts.filter((shift) => shiftDate(shift) === date);
        const headingId = `shift-day-${date}`;
        return (
          <li key={date} className="shift-week__day" data-today={date === today || undefined}>
            <h3 className="shift-week__date" id={headingId}>
              {formatPortalDay(date)}
              {date === today && <span className="shift-week__today">{texts.today}</span>}
            </h3>
            {onDay.length === 0 ? (
              <p className="shift-week__none">{texts.noShiftsOnDay}</p>
            ) : (
              <ul className="shift-week__shifts" aria-labelledby={headingId}>
                {onDay.map((shift) => (
                  <ShiftCard key={shift.id} shift={shift} onAction={onAction} />
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
