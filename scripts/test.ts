import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startCpuLoad } from './cpu-load.ts';
import { summarize } from './test-summary.ts';

/**
 * `npm test`: unit, API and e2e suites in turn, each writing a JSON report. Every stage runs even
 * when an earlier one failed, so one red stage never hides the others' totals.
 * `-- --unit-under-load` runs the unit stage with every core kept busy (as `test:under-load` does),
 * which CI does: a test that passes only on an idle machine fails there, not on a busy one later.
 */
const { values } = parseArgs({ options: { 'unit-under-load': { type: 'boolean' } } });
const reports = 'test-results/summary';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const stages = [
  { name: 'unit', script: 'test:unit', report: `${reports}/unit.json` },
  { name: 'api', script: 'test:api', report: `${reports}/api.json` },
  { name: 'e2e', script: 'test:e2e', report: `${reports}/e2e.json` },
];

const runs = [];
for (const stage of stages) {
  const load = stage.name === 'unit' && values['unit-under-load'] ? startCpuLoad() : null;
  if (load)
    console.log(`The ${stage.name} stage runs under load: ${load.threads} spinning threads.`);
  const run = spawnSync('npm', ['run', stage.script], {
    stdio: 'inherit',
    env: { ...process.env, TEST_REPORT: `${process.cwd()}/${stage.report}` },
  });
  await load?.stop();
  const name = load ? `${stage.name} (under load)` : stage.name;
  runs.push({ name, status: run.status, report: stage.report });
}
const summary = summarize(runs);
console.log(['', ...summary.lines].join('\n'));
process.exit(summary.failed ? 1 : 0);
