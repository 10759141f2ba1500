import { readFileSync } from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** One stage of `npm test` once it has run: its exit status and the report it wrote, if any. */
export interface StageRun {
  name: string;
  status: number | null;
  report: string;
}

/** Totals from a jest `--json` report or a Playwright JSON report; null when there is none. */
export function countsOf(report: string): Counts | null {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(readFileSync(report, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
  if ('numPassedTests' in json) {
    const jest = json as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
    };
    return {
      passed: jest.numPassedTests,
      failed: jest.numFailedTests,
      skipped: jest.numPendingTests,
    };
  }
  const stats = (
    json as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }
  ).stats;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

const line = (counts: Counts) =>
  `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;

/**
 * One line per stage, then one over all of them. A stage fails when it exits non-zero or leaves
 * no report (a suite that crashed before counting must not read as green).
 */
export function summarize(runs: readonly StageRun[]): { lines: string[]; failed: boolean } {
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  let failedStages = 0;
  const lines = runs.map((run) => {
    const counts = countsOf(run.report);
    const failed = run.status !== 0 || counts === null;
    if (failed) failedStages += 1;
    if (counts) {
      total.passed += counts.passed;
      total.failed += counts.failed;
      total.skipped += counts.skipped;
    }
    const outcome = counts ? line(counts) : 'left no report';
    return `${run.name}: ${outcome}${failed ? ` (stage failed, exit ${run.status})` : ''}`;
  });
  const failedNote = failedStages ? `; ${failedStages} of ${runs.length} stages failed` : '';
  lines.push(`All stages: ${line(total)}${failedNote}`);
  return { lines, failed: failedStages > 0 };
}
