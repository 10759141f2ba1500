import { addPortalDays, formatPortalDay } from '@portal/contracts/common/portal-time';
import { Button } from '../button/Button.tsx';
import './week-header.css';

export interface WeekHeaderProps {
  /** The Monday of the week shown, and of the current week (YYYY-MM-DD, the portal's clock). */
  monday: string;
  thisMonday: string;
  /** Shows the week of this Monday. */
  onWeek(monday: string): void;
}

/**
 * The heading of a screen that shows one week at a time: the week's days, then previous, this
 * and next week.
 */
export function WeekHeader({ monday, thisMonday, onWeek }: WeekHeaderProps) {
  return (
    <div className="ui-week-header">
      <h2 className="ui-week-header__range">
        {formatPortalDay(monday)} – {formatPortalDay(addPortalDays(monday, 6))}
      </h2>
      <nav className="ui-week-header__nav" aria-label="Week">
        <Button variant="secondary" size="sm" onClick={() => onWeek(addPortalDays(monday, -7))}>
          Previous week
        </Button>
        <Button
          variant="quiet"
          size="sm"
          disabled={monday === thisMonday}
          onClick={() => onWeek(thisMonday)}
        >
          This week
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onWeek(addPortalDays(monday, 7))}>
          Next week
        </Button>
      </nav>
    </div>
  );
}
