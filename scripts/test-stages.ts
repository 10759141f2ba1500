import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { summarize } from './test-summary.ts';

/** One suite of a test run: the npm arguments that run it from the repository root. */
export interface Stage {
  name: string;
  npm: string[];
}

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Runs the stages in turn from the repository root, each writing a JSON report under `reports`
 * (TEST_REPORT). Every stage runs even when an earlier one failed, so one red stage never hides
 * the others' totals; ends with one line per stage and one over all, exiting 1 if any failed.
 */
export function runStages(stages: readonly Stage[], reports: string): never {
  const dir = `${root}${reports}`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const runs = stages.map((stage) => {
    const report = `${dir}/${stage.name}.json`;
    const run = spawnSync('npm', stage.npm, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TEST_REPORT: report },
    });
    return { name: stage.name, status: run.status, report };
  });
  const summary = summarize(runs);
  console.log(['', ...summary.lines].join('\n'));
  process.exit(summary.failed ? 1 : 0);
}
