import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

/**
 * `npm test`: unit, API and e2e suites in turn, each writing a JSON report, then one closing
 * line with the totals so any CI can read the outcome.
 */
const reports = 'test-results/summary';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const stages = [
  { name: 'unit', script: 'test:unit', report: `${reports}/unit.json` },
  { name: 'api', script: 'test:api', report: `${reports}/api.json` },
  { name: 'e2e', script: 'test:e2e', report: `${reports}/e2e.json` },
];

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function countsOf(report: string): Counts {
  const json = JSON.parse(readFileSync(report, 'utf8')) as Record<string, unknown>;
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

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;
for (const stage of stages) {
  const run = spawnSync('npm', ['run', stage.script], {
    stdio: 'inherit',
    env: { ...process.env, TEST_REPORT: `${process.cwd()}/${stage.report}` },
  });
  if (run.status !== 0) exitCode = 1;
  try {
    const counts = countsOf(stage.report);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  } catch {
    console.error(`The ${stage.name} suite left no report.`);
    exitCode = 1;
  }
  if (exitCode !== 0) break;
}
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(exitCode);
