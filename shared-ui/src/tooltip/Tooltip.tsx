import type { ReactElement, ReactNode } from 'react';
import * as Primitive from '@radix-ui/react-tooltip';
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

/**
 * A short hint beside its trigger; it supplements, never replaces, the accessible name. Radix
 * places it clear of the viewport's edges, opens it on hover or keyboard focus and closes it on
 * Escape or a press. Each tooltip has its own provider so a remote needs no app-wide wrapper.
 *
 * Not lazy, although the header's buttons put it in the shell's first load: a lazy tooltip
 * replaces its trigger's DOM node when it arrives, under the user's pointer or focus.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  delayDuration = TOOLTIP_DELAY_MS,
}: TooltipProps) {
  return (
    <Primitive.Provider delayDuration={delayDuration}>
      <Primitive.Root>
        <Primitive.Trigger asChild>{children}</Primitive.Trigger>
        <Primitive.Portal>
          <Primitive.Content className="ui-tooltip" side={side} sideOffset={6} collisionPadding={8}>
            {content}
          </Primitive.Content>
        </Primitive.Portal>
      </Primitive.Root>
    </Primitive.Provider>
  );
}
