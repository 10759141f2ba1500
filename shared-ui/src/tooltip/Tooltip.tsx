import { cloneElement, useId } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { composeHandlers } from '../internal/compose-handlers.ts';
import { TooltipContent } from './TooltipContent.tsx';
import { useTooltip, type TooltipTriggerHandlers } from './useTooltip.ts';
import './tooltip.css';

/** The spec's header tooltip delay. */
export const TOOLTIP_DELAY_MS = 500;

export interface TooltipProps {
  content: ReactNode;
  /** The trigger: one element that takes a ref and event props (a button, a link, IconButton). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Hover delay before opening; keyboard focus opens it at once. */
  delayDuration?: number;
}

type TriggerProps = Partial<Record<keyof TooltipTriggerHandlers, (event: never) => void>> & {
  'aria-describedby'?: string;
};

/** The trigger's own handlers run first; the tooltip's follow. */
function withHandlers(own: TriggerProps, handlers: TooltipTriggerHandlers): TriggerProps {
  const merged: TriggerProps = {};
  for (const [name, handler] of Object.entries(handlers) as [
    keyof TooltipTriggerHandlers,
    (event: never) => void,
  ][]) {
    merged[name] = composeHandlers([own[name]], handler);
  }
  return merged;
}

/**
 * A short hint beside its trigger; it supplements, never replaces, the accessible name. It opens
 * on hover or keyboard focus, closes on Escape or a press, and keeps clear of the viewport's
 * edges. Not Radix's tooltip: every screen's header and display settings carry one, so it is in
 * the portal's first load; Floating UI, which places it, comes with the first one opened.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  delayDuration = TOOLTIP_DELAY_MS,
}: TooltipProps) {
  const id = useId();
  const { open, handlers } = useTooltip(delayDuration);
  const own = children.props as TriggerProps;
  const trigger = cloneElement(children as ReactElement<TriggerProps>, {
    ...withHandlers(own, handlers),
    'aria-describedby': open ? id : own['aria-describedby'],
  });
  return (
    <>
      {trigger}
      {open && (
        <TooltipContent id={id} side={side}>
          {content}
        </TooltipContent>
      )}
    </>
  );
}
