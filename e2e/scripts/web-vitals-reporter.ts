import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { CLS_LIMIT, type ScreenVitals } from '../tests/web-vitals.ts';

interface Seen {
  cls: number;
  /** What moved in the worst window of all. */
  shifts: string[];
  loadingCls: number;
  lcpMs: number[];
  tests: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Prints, at the end of the run, one line per screen the tests showed: its worst layout shift
 * while it loaded (the limit fails a test) and in all (shifts that followed the test's own
 * actions too), and the median largest contentful paint of its full page loads (LCP, printed
 * only: two workers share two cores, so it is no measure to fail a test on;
 * `npm run bench -w e2e` measures it alone).
 */
export default class WebVitalsReporter implements Reporter {
  private readonly screens = new Map<string, Seen>();

  onTestEnd(_test: TestCase, result: TestResult): void {
    for (const attachment of result.attachments) {
      if (attachment.name !== 'web-vitals' || !attachment.body) continue;
      for (const { screen, cls, loadingCls, lcpMs, shifts } of JSON.parse(
        attachment.body.toString(),
      ) as ScreenVitals[]) {
        const seen = this.screens.get(screen) ?? {
          cls: 0,
          shifts: [],
          loadingCls: 0,
          lcpMs: [],
          tests: 0,
        };
        this.screens.set(screen, {
          cls: Math.max(seen.cls, cls),
          shifts: cls > seen.cls ? shifts : seen.shifts,
          loadingCls: Math.max(seen.loadingCls, loadingCls),
          lcpMs: [...seen.lcpMs, ...lcpMs],
          tests: seen.tests + 1,
        });
      }
    }
  }

  onEnd(): void {
    if (this.screens.size === 0) return;
    const width = Math.max(...[...this.screens.keys()].map((screen) => screen.length)) + 2;
    console.log(
      `\nLayout shift (CLS, worst of the run) and largest contentful paint (LCP, median of full loads) per screen;` +
        ` a screen fails its test over ${CLS_LIMIT} while loading:`,
    );
    console.log(
      `${'screen'.padEnd(width)}${'CLS loading'.padStart(12)}${'CLS all'.padStart(9)}${'LCP'.padStart(10)}  loads  tests`,
    );
    const sorted = [...this.screens].sort(([a], [b]) => a.localeCompare(b));
    for (const [screen, { cls, loadingCls, lcpMs, tests }] of sorted) {
      const lcp = lcpMs.length > 0 ? `${median(lcpMs)} ms` : '-';
      const flag = loadingCls > CLS_LIMIT ? '  over the limit' : '';
      console.log(
        `${screen.padEnd(width)}${loadingCls.toFixed(3).padStart(12)}${cls.toFixed(3).padStart(9)}${lcp.padStart(10)}${String(lcpMs.length).padStart(7)}${String(tests).padStart(7)}${flag}`,
      );
    }
    const moving = sorted.filter(([, { cls }]) => cls > CLS_LIMIT);
    if (moving.length === 0) return;
    console.log(`\nWhat moved on the screens over ${CLS_LIMIT} in all (their worst window):`);
    for (const [screen, { shifts }] of moving) console.log(`${screen}\n  ${shifts.join('\n  ')}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
