import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { startCpuLoad } from './cpu-load.ts';
import { summarize, type StageRun } from './test-summary.ts';
import { parseUnderLoadOptions, planRuns } from './under-load.ts';

/**
 * `npm run test:under-load [-- --unit-runs N --api-runs N]`: the unit suite three times and the
 * API suite once while every core is kept busy, each run's totals as it ends, then all of them.
 * A test that depends on the machine's speed (a short wait, a fixed sleep) fails here first.
 */
let options;
try {
  options = parseUnderLoadOptions(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const reports = 'test-results/under-load';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const load = startCpuLoad();
console.log(`Load: ${load.threads} spinning threads, one a core.`);
const done: StageRun[] = [];
for (const run of planRuns(options, reports)) {
  const result = spawnSync('npm', ['run', run.script], {
    stdio: 'inherit',
    env: { ...process.env, TEST_REPORT: `${process.cwd()}/${run.report}` },
  });
  const stage = { name: run.name, status: result.status, report: run.report };
  done.push(stage);
  console.log(`\n${summarize([stage]).lines[0]}\n`);
}
await load.stop();

const summary = summarize(done);
console.log(['Under load:', ...summary.lines].join('\n'));
process.exit(summary.failed ? 1 : 0);
