import { useId, useRef } from 'react';
import { cx } from '../internal/cx.ts';
import { TOOLTIP_DELAY_MS } from './Tooltip.tsx';
import { TooltipContent } from './TooltipContent.tsx';
import { useTooltip } from './useTooltip.ts';
import './tooltip.css';

export interface TruncatedTextProps {
  /** The whole text: shown cut with an ellipsis when it does not fit, and in full on hover. */
  children: string;
  className?: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/** Whether the text is cut: its content is wider than the box that shows it. */
const isTruncated = (element: HTMLElement | null): boolean =>
  element !== null && element.scrollWidth > element.clientWidth;

/**
 * One line of text that ends in an ellipsis when it does not fit its cell, with its whole text
 * in a tooltip after the 500 ms hover delay (staff spec section 2) — only when it is cut. The
 * whole text stays in the page, so a screen reader reads all of it without the tooltip.
 */
export function TruncatedText({ children, className, side = 'top' }: TruncatedTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const id = useId();
  const { open, handlers } = useTooltip(TOOLTIP_DELAY_MS, () => isTruncated(ref.current));
  return (
    <>
      <span
        ref={ref}
        className={cx('ui-truncated', className)}
        aria-describedby={open ? id : undefined}
        {...handlers}
      >
        {children}
      </span>
      {open && (
        <TooltipContent id={id} side={side}>
          {children}
        </TooltipContent>
      )}
    </>
  );
}
