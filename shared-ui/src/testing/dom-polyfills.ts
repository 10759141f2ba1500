import { loadMenu } from '../menu/load-menu.ts';

/**
 * What Radix popovers (Menu, Dialog) need from the DOM that jsdom lacks, and the menu's code at
 * hand. Import it once in a test setup, or at the top of a test that opens a tooltip or a menu:
 *   import '@portal/ui/testing';
 */
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

const g = globalThis as Record<string, unknown>;
g['ResizeObserver'] ??= ResizeObserverStub;

if (typeof Element !== 'undefined') {
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto['hasPointerCapture'] ??= () => false;
  proto['setPointerCapture'] ??= () => undefined;
  proto['releasePointerCapture'] ??= () => undefined;
  proto['scrollIntoView'] ??= () => undefined;
}

// A page fetches the menu's code when a user points at a menu's trigger (menu/load-menu.ts),
// ahead of the press; a test presses at once, so it has the code before its first render.
void loadMenu();

export {};
