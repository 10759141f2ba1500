import { Button } from '../button/Button.tsx';
import './week-nav.css';

export interface WeekNavProps {
  /** The week shown is the current one: its button has nowhere to go. */
  isThisWeek: boolean;
  onPrevious(): void;
  onThisWeek(): void;
  onNext(): void;
}

/** Previous, this and next week, for a screen that shows one week at a time. */
export function WeekNav({ isThisWeek, onPrevious, onThisWeek, onNext }: WeekNavProps) {
  return (
    <nav className="ui-week-nav" aria-label="Week">
      <Button variant="secondary" size="sm" onClick={onPrevious}>
        Previous week
      </Button>
      <Button variant="quiet" size="sm" disabled={isThisWeek} onClick={onThisWeek}>
        This week
      </Button>
      <Button variant="secondary" size="sm" onClick={onNext}>
        Next week
      </Button>
    </nav>
  );
}
