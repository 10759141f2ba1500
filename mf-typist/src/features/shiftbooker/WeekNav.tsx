import { addPortalDays } from '@portal/contracts/shifts';
import { Button } from '@portal/ui';
import { shiftbookerTexts as texts } from './shiftbooker-texts.ts';

/** Previous, this and next week; the week shown is the page's `?week=`. */
export function WeekNav({
  monday,
  thisMonday,
  onWeek,
}: {
  monday: string;
  thisMonday: string;
  onWeek(monday: string): void;
}) {
  return (
    <nav className="week-nav" aria-label={texts.weekNavigation}>
      <Button variant="secondary" size="sm" onClick={() => onWeek(addPortalDays(monday, -7))}>
        {texts.previousWeek}
      </Button>
      <Button
        variant="quiet"
        size="sm"
        disabled={monday === thisMonday}
        onClick={() => onWeek(thisMonday)}
      >
        {texts.thisWeek}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => onWeek(addPortalDays(monday, 7))}>
        {texts.nextWeek}
      </Button>
    </nav>
  );
}
