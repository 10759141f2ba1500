import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import './tooltip.css';

/** The spec's header tooltip delay. */
export const TOOLTIP_DELAY_MS = 500;

export interface TooltipProps {
  content: ReactNode;
  /** The trigger: one element that takes event props (a button, a link, IconButton). */
  children: Trigger | ReactElement<object>;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Hover delay before opening; keyboard focus opens it at once. */
  delayDuration?: number;
}

type Trigger = ReactElement<{ 'aria-describedby'?: string }>;

/**
 * A short hint beside its trigger, placed by CSS: a label tooltip needs no positioning engine,
 * and the shell's first load stays small. It supplements, never replaces, the accessible name.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  delayDuration = TOOLTIP_DELAY_MS,
}: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const pointerFocus = useRef(false);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };
  const trigger = children as Trigger;
  const describedBy = open ? id : trigger.props['aria-describedby'];
  return (
    // Events bubble up from the trigger, so the hint listens here and the trigger stays as given.
    <span
      className="ui-tooltip-anchor"
      onPointerEnter={() => show(delayDuration)}
      onPointerLeave={hide}
      onPointerDown={() => {
        // A click focuses the trigger too; only keyboard focus should open the hint at once.
        pointerFocus.current = true;
        hide();
      }}
      onFocus={() => {
        if (!pointerFocus.current) show(0);
        pointerFocus.current = false;
      }}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {cloneElement(trigger, { 'aria-describedby': describedBy })}
      {open && (
        <span role="tooltip" id={id} className={`ui-tooltip ui-tooltip--${side}`}>
          {content}
        </span>
      )}
    </span>
  );
}
