import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { summarize } from './test-summary.ts';

const dir = mkdtempSync(join(tmpdir(), 'test-summary-'));
function report(name: string, json: object) {
  const path = join(dir, `${name}.json`);
  writeFileSync(path, JSON.stringify(json));
  return path;
}
const unit = report('unit', { numPassedTests: 10, numFailedTests: 1, numPendingTests: 2 });
const api = report('api', { numPassedTests: 30, numFailedTests: 0, numPendingTests: 0 });
const e2e = report('e2e', { stats: { expected: 5, unexpected: 0, flaky: 1, skipped: 3 } });

test('a failed stage is reported and the later stages still count towards the totals', () => {
  const summary = summarize([
    { name: 'unit', status: 1, report: unit },
    { name: 'api', status: 0, report: api },
    { name: 'e2e', status: 0, report: e2e },
  ]);
  expect(summary.failed).toBe(true);
  expect(summary.lines).toEqual([
    'unit: 10 passed, 1 failed, 2 skipped (stage failed, exit 1)',
    'api: 30 passed, 0 failed, 0 skipped',
    'e2e: 6 passed, 0 failed, 3 skipped',
    'All stages: 46 passed, 1 failed, 5 skipped; 1 of 3 stages failed',
  ]);
});

test('a stage that exits 0 but leaves no report fails: a crash must not read as green', () => {
  const summary = summarize([
    { name: 'api', status: 0, report: api },
    { name: 'e2e', status: 0, report: join(dir, 'missing.json') },
  ]);
  expect(summary.failed).toBe(true);
  expect(summary.lines.at(-1)).toBe(
    'All stages: 30 passed, 0 failed, 0 skipped; 1 of 2 stages failed',
  );
});

test('all stages green', () => {
  const summary = summarize([{ name: 'api', status: 0, report: api }]);
  expect(summary).toEqual({
    failed: false,
    lines: ['api: 30 passed, 0 failed, 0 skipped', 'All stages: 30 passed, 0 failed, 0 skipped'],
  });
});
