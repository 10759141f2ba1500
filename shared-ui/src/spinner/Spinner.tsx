import { cx } from '../internal/cx.ts';
import './spinner.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Announced to screen readers (role=status). */
  label?: string;
  /** Hide it from assistive technology when the surrounding element already says it is busy. */
  decorative?: boolean;
  className?: string;
}

/**
 * Inline busy indicator, e.g. inside a button or beside a saving row.
 * Data views use Skeleton instead, so the layout does not shift.
 */
export function Spinner({
  size = 'md',
  label = 'Loading',
  decorative = false,
  className,
}: SpinnerProps) {
  const graphic = (
    <svg className="ui-spinner__graphic" viewBox="0 0 24 24" focusable="false" aria-hidden="true">
      <circle className="ui-spinner__track" cx="12" cy="12" r="9" />
      <path className="ui-spinner__arc" d="M21 12a9 9 0 0 0-9-9" />
    </svg>
  );
  const classes = cx('ui-spinner', `ui-spinner--${size}`, className);
  if (decorative) {
    return (
      <span className={classes} aria-hidden="true">
        {graphic}
      </span>
    );
  }
  return (
    <span className={classes} role="status">
      {graphic}
      <span className="ui-visually-hidden">{label}</span>
    </span>
  );
}
