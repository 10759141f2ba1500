import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Component journeys type, wait out debounces and answer calls; on a shared two-core machine
// under load the defaults (5 s a test, 1 s a query) time out tests that are not wrong.
jest.setTimeout(20_000);
configure({ asyncUtilTimeout: 3_000 });

// jsdom lays out no text, and its ranges have no rectangles; the editor (CodeMirror) asks a
// range where text is drawn when it scrolls a selection into view or anchors a menu.
Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

afterEach(() => {
  localStorage.clear();
});
