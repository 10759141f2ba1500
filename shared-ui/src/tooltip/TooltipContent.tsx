import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Side, placeTooltip } from './place-tooltip.ts';

interface TooltipContentProps {
  /** Its id, which its trigger names in aria-describedby while it is open. */
  id: string;
  side: Side;
  children: ReactNode;
}

type Place = Awaited<ReturnType<typeof placeTooltip>>;

/**
 * The open tooltip, in a layer of its own above the page. It stays hidden until it is measured
 * and placed beside its trigger (place-tooltip.ts), so it never shows anywhere else. The
 * trigger is the element it describes: the trigger's own ref stays the trigger's.
 */
export function TooltipContent({ id, side, children }: TooltipContentProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<Place | null>(null);
  useLayoutEffect(() => {
    const anchor = document.querySelector(`[aria-describedby~="${id}"]`);
    const tip = ref.current;
    if (!anchor || !tip) return undefined;
    let shown = true;
    import('./place-tooltip.ts')
      .then((module) => module.placeTooltip(anchor, tip, side))
      .then((next) => shown && setPlace(next))
      .catch(() => undefined);
    return () => {
      shown = false;
    };
  }, [id, side]);
  return createPortal(
    <div
      ref={ref}
      id={id}
      role="tooltip"
      className="ui-tooltip"
      data-side={place?.side ?? side}
      style={place ? { top: place.top, left: place.left } : { visibility: 'hidden' }}
    >
      {children}
    </div>,
    document.body,
  );
}
