import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { summarize } from './test-summary.ts';

/**
 * `npm test`: unit, API and e2e suites in turn, each writing a JSON report. Every stage runs even
 * when an earlier one failed, so one red stage never hides the others' totals.
 */
const reports = 'test-results/summary';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const stages = [
  { name: 'unit', script: 'test:unit', report: `${reports}/unit.json` },
  { name: 'api', script: 'test:api', report: `${reports}/api.json` },
  { name: 'e2e', script: 'test:e2e', report: `${reports}/e2e.json` },
];

const runs = stages.map((stage) => {
  const run = spawnSync('npm', ['run', stage.script], {
    stdio: 'inherit',
    env: { ...process.env, TEST_REPORT: `${process.cwd()}/${stage.report}` },
  });
  return { name: stage.name, status: run.status, report: stage.report };
});
const summary = summarize(runs);
console.log(['', ...summary.lines].join('\n'));
process.exit(summary.failed ? 1 : 0);
