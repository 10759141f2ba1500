import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A findBy/waitFor retries until it holds, so only a wait that never holds spends all of this. On
// a two-core machine kept busy (npm run test:under-load, beside other jobs) a file's first render
// of a lazy page, which loads its modules, took past 15 s. Kept well below jest's testTimeout,
// so such a wait fails with what it waited for.
configure({ asyncUtilTimeout: 30_000 });

// jsdom lays out no text, and its ranges have no rectangles; the editor (CodeMirror) asks a
// range where text is drawn when it scrolls a selection into view or anchors a menu.
Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

afterEach(() => {
  localStorage.clear();
});
