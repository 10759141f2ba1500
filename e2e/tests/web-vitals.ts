import type { Page, TestInfo } from '@playwright/test';

/** The most a screen may shift its layout while it loads (issue 22). */
export const CLS_LIMIT = 0.02;

/** What the page reports: a layout shift without recent input, or a largest-contentful-paint candidate. */
interface VitalEntry {
  kind: 'shift' | 'lcp';
  /** The page's time origin: one per document, so per full page load. */
  load: number;
  path: string;
  /** Milliseconds since the time origin. */
  at: number;
  value: number;
  /** For a shift: nothing was pressed, typed or chosen on this screen before it. */
  loading: boolean;
  /** What moved, for a shift: each element as tag#id.class with its start point before and after. */
  moved: string[];
}

/**
 * One screen as a test saw it: its CLS (the worst session window of shifts), the part of it
 * while it loaded (before the test acted on it), and the final LCP of its full page loads.
 */
export interface ScreenVitals {
  screen: string;
  cls: number;
  loadingCls: number;
  /** The LCP of each full page load of this screen. */
  lcpMs: number[];
  /** The shifts of the worst window while it loaded: value, time and what moved. */
  loadingShifts: string[];
  /** The shifts of the worst window of all. */
  shifts: string[];
}

// Runs in every document before its scripts. Each entry is tied to the path shown when it
// happened (path changes are recorded with their time), as single-page navigations change the
// screen without a new document; a shift is the screen loading until something is pressed,
// typed or chosen on it.
const observe = () => {
  type Report = (entry: object) => void;
  const report = (entry: object) =>
    (window as unknown as { __reportVital?: Report }).__reportVital?.(entry);
  const paths: [number, string][] = [[0, location.pathname]];
  const note = () => {
    if (location.pathname !== paths.at(-1)?.[1]) paths.push([performance.now(), location.pathname]);
  };
  const inputs: number[] = [];
  for (const type of ['pointerdown', 'keydown', 'input', 'change'])
    addEventListener(type, () => inputs.push(performance.now()), { capture: true });
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      note();
    };
  }
  addEventListener('popstate', note);
  const visitAt = (time: number) => paths.findLast(([since]) => since <= time) ?? [0, ''];
  const pathAt = (time: number) => visitAt(time)[1];
  const loadingAt = (time: number) =>
    !inputs.some((input) => input >= visitAt(time)[0] && input < time);
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName.toLowerCase() ?? '?';
    const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`);
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes.join('')}`;
  };
  const load = performance.timeOrigin;
  type Shift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  const point = ({ x, y }: DOMRectReadOnly) => `${Math.round(x)},${Math.round(y)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map(
        (source) =>
          `${describe(source.node)} ${point(source.previousRect)}→${point(source.currentRect)}`,
      );
      report({
        kind: 'shift',
        load,
        path: pathAt(entry.startTime),
        at: entry.startTime,
        value: entry.value,
        loading: loadingAt(entry.startTime),
        moved,
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      report({
        kind: 'lcp',
        load,
        path: pathAt(entry.startTime),
        at: entry.startTime,
        value: 0,
        loading: true,
        moved: [],
      });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/** A screen's name: its path with ids replaced, so every project's page is one screen. */
const screenOf = (path: string): string =>
  path.replace(/\/(\d+|[0-9a-f]{8}-[0-9a-f-]{27}|[A-Za-z0-9_-]{20,})(?=\/|$)/g, '/:id');

/**
 * Cumulative layout shift as web-vitals defines it: shifts grouped into session windows (each
 * within 1 s of the previous and 5 s of the first), the largest window's sum; with its shifts.
 */
export function cumulativeShift<Shift extends { at: number; value: number }>(
  shifts: Shift[],
): { value: number; window: Shift[] } {
  let worst = { value: 0, window: [] as Shift[] };
  let window: Shift[] = [];
  let sum = 0;
  for (const shift of [...shifts].sort((a, b) => a.at - b.at)) {
    const first = window[0]?.at ?? -Infinity;
    const last = window.at(-1)?.at ?? -Infinity;
    if (shift.at - last > 1000 || shift.at - first > 5000) {
      window = [];
      sum = 0;
    }
    window.push(shift);
    sum += shift.value;
    if (sum > worst.value) worst = { value: sum, window: [...window] };
  }
  return worst;
}

const described = (shift: VitalEntry): string =>
  `${shift.value.toFixed(3)} at ${Math.round(shift.at)} ms: ${shift.moved.join(', ')}`;

function byScreen(entries: VitalEntry[]): ScreenVitals[] {
  const screens = new Map<string, VitalEntry[]>();
  for (const entry of entries) {
    const screen = screenOf(entry.path);
    screens.set(screen, [...(screens.get(screen) ?? []), entry]);
  }
  return [...screens].map(([screen, seen]) => {
    const loads = new Map<number, VitalEntry[]>();
    for (const entry of seen) loads.set(entry.load, [...(loads.get(entry.load) ?? []), entry]);
    const views = [...loads.values()];
    const shifts = (view: VitalEntry[]) => view.filter((entry) => entry.kind === 'shift');
    // The last candidate of a load is its LCP; a screen reached inside the app has none.
    const lcpMs = views.flatMap((view) => view.filter((entry) => entry.kind === 'lcp').slice(-1));
    const worstOf = (windows: ReturnType<typeof cumulativeShift<VitalEntry>>[]) =>
      windows.reduce((a, b) => (b.value > a.value ? b : a), { value: 0, window: [] });
    const all = worstOf(views.map((view) => cumulativeShift(shifts(view))));
    const loading = worstOf(
      views.map((view) => cumulativeShift(shifts(view).filter((entry) => entry.loading))),
    );
    return {
      screen,
      cls: all.value,
      loadingCls: loading.value,
      lcpMs: lcpMs.map((entry) => Math.round(entry.at)),
      loadingShifts: loading.window.map(described),
      shifts: all.window.map(described),
    };
  });
}

/**
 * Watches every screen `page` shows while `run` goes, then attaches the figures to the test
 * (the web-vitals reporter prints them at the end of the run) and returns the screens that
 * shifted more than CLS_LIMIT while they loaded.
 */
export async function watchVitals(
  page: Page,
  testInfo: TestInfo,
  run: () => Promise<void>,
): Promise<ScreenVitals[]> {
  const entries: VitalEntry[] = [];
  await page.exposeBinding('__reportVital', (source, entry: VitalEntry) => {
    // The portal's documents only: not the browser's own inside a frame (its PDF viewer).
    if (/^https?:/.test(source.frame.url())) entries.push(entry);
  });
  await page.addInitScript(observe);
  await run();
  const screens = byScreen(entries);
  if (screens.length > 0)
    await testInfo.attach('web-vitals', {
      body: JSON.stringify(screens),
      contentType: 'application/json',
    });
  return screens.filter((screen) => screen.loadingCls > CLS_LIMIT);
}
