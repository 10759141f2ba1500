import { useEffect, useRef, useState } from 'react';
import type { FocusEvent, PointerEvent } from 'react';

/** The handlers a trigger takes: hover, focus and a press. */
export interface TooltipTriggerHandlers {
  onPointerEnter(event: PointerEvent): void;
  onPointerLeave(event: PointerEvent): void;
  onPointerDown(event: PointerEvent): void;
  onFocus(event: FocusEvent): void;
  onBlur(event: FocusEvent): void;
  onClick(): void;
}

/**
 * Whether a tooltip is open: after `delay` of hover, at once on focus that no press caused
 * (keyboard focus), until the pointer leaves, focus goes, a press, Escape or a scroll. `canOpen`
 * is asked each time it would open (TruncatedText opens only for text that is cut).
 */
export function useTooltip(
  delay: number,
  canOpen: () => boolean = () => true,
): { open: boolean; handlers: TooltipTriggerHandlers } {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pressing = useRef(false);

  const show = () => {
    if (canOpen()) setOpen(true);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onScroll = () => setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [open]);

  const handlers: TooltipTriggerHandlers = {
    onPointerEnter: (event) => {
      // A touch has no hover; a long press must not leave a tooltip behind.
      if (event.pointerType === 'touch') return;
      clearTimeout(timer.current);
      timer.current = setTimeout(show, delay);
    },
    onPointerLeave: hide,
    onPointerDown: () => {
      pressing.current = true;
      document.addEventListener('pointerup', () => (pressing.current = false), { once: true });
      hide();
    },
    onFocus: () => {
      if (!pressing.current) show();
    },
    onBlur: hide,
    onClick: hide,
  };
  return { open, handlers };
}
