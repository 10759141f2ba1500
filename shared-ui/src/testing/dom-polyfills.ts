/**
 * What Radix popovers (Tooltip, Menu) need from the DOM that jsdom lacks. Import it once in a
 * test setup, or at the top of a test that opens a tooltip or a menu:
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

export {};
