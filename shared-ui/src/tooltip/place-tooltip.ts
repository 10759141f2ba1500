import { computePosition, flip, offset, shift } from '@floating-ui/dom';

export type Side = 'top' | 'right' | 'bottom' | 'left';

/** Gap between the trigger and the tooltip, and the least room kept to the viewport's edges. */
const SIDE_OFFSET = 6;
const EDGE_PADDING = 8;

/**
 * Where `tip` goes beside `anchor`, in viewport pixels: on the asked side, or another with room,
 * centred on the trigger and kept inside the viewport. Floating UI (what Radix's popovers use)
 * does the measuring; this module is loaded with the first tooltip opened, out of the first load.
 */
export async function placeTooltip(
  anchor: Element,
  tip: HTMLElement,
  asked: Side,
): Promise<{ side: Side; top: number; left: number }> {
  const { x, y, placement } = await computePosition(anchor, tip, {
    placement: asked,
    strategy: 'fixed',
    middleware: [
      offset(SIDE_OFFSET),
      flip({ padding: EDGE_PADDING }),
      shift({ padding: EDGE_PADDING }),
    ],
  });
  return { side: placement as Side, top: y, left: x };
}
