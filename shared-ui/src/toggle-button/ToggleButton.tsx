import type { ButtonHTMLAttributes, Ref } from 'react';
import { buttonClassName } from '../button/Button.tsx';
import './toggle-button.css';

export interface ToggleButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'onChange' | 'aria-pressed' | 'type' | 'disabled'
> {
  pressed: boolean;
  onPressedChange?: (pressed: boolean) => void;
  /** What the toggle adds, e.g. "Speaker ID": read out after the visible text. */
  label: string;
  /** Visible text while off, on, and locked. */
  offText?: string;
  onText?: string;
  lockedText?: string;
  /**
   * Held as it is by a rule: it stays focusable (so its hint is read out) but does not change,
   * and looks disabled.
   */
  locked?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The Add/Remove toggle of an optional add-on: a button with aria-pressed. Pair it with a visible
 * label and pass the label's text as `label`, so the button's name says what it adds.
 */
export function ToggleButton({
  pressed,
  onPressedChange,
  label,
  offText = 'Add',
  onText = 'Remove',
  lockedText = 'Included',
  locked = false,
  className,
  onClick,
  ...button
}: ToggleButtonProps) {
  const text = locked ? lockedText : pressed ? onText : offText;
  return (
    <button
      {...button}
      type="button"
      aria-pressed={pressed}
      aria-disabled={locked || undefined}
      className={buttonClassName(
        { variant: 'secondary', size: 'sm' },
        'ui-toggle-button',
        pressed && 'ui-toggle-button--on',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!locked && !event.defaultPrevented) onPressedChange?.(!pressed);
      }}
    >
      <span className="ui-button__content">
        <span className="ui-button__label">
          {text}
          <span className="ui-visually-hidden"> {label}</span>
        </span>
      </span>
    </button>
  );
}
