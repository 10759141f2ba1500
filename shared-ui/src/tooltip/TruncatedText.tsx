import { useRef, useState } from 'react';
import * as Primitive from '@radix-ui/react-tooltip';
import { cx } from '../internal/cx.ts';
import { TOOLTIP_DELAY_MS } from './Tooltip.tsx';
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
  const [open, setOpen] = useState(false);
  return (
    <Primitive.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <Primitive.Root
        open={open}
        onOpenChange={(next) => setOpen(next && isTruncated(ref.current))}
      >
        <Primitive.Trigger asChild>
          <span ref={ref} className={cx('ui-truncated', className)}>
            {children}
          </span>
        </Primitive.Trigger>
        <Primitive.Portal>
          <Primitive.Content className="ui-tooltip" side={side} sideOffset={6} collisionPadding={8}>
            {children}
          </Primitive.Content>
        </Primitive.Portal>
      </Primitive.Root>
    </Primitive.Provider>
  );
}
