import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startCpuLoad } from './cpu-load.ts';
import { summarize, type StageRun } from './test-summary.ts';

/** One suite of a test run: the npm arguments that run it from the repository root. */
export interface Stage {
  name: string;
  npm: string[];
  /** Run with every core kept busy (scripts/cpu-load.ts), as on a machine shared with other work. */
  underLoad?: boolean;
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** A stage's report file: its name, made safe for a path ("unit run 1 of 3" → unit-run-1-of-3). */
export const reportName = (stage: Pick<Stage, 'name'>) =>
  `${stage.name.replace(/[^a-z0-9]+/gi, '-')}.json`;

/**
 * Runs the stages in turn from the repository root, each writing a JSON report under `reports`
 * (TEST_REPORT). Every stage runs even when an earlier one failed, so one red stage never hides
 * the others' totals; each stage's totals are printed as it ends, then one line per stage and
 * one over all, exiting 1 if any failed.
 */
export async function runStages(stages: readonly Stage[], reports: string): Promise<never> {
  const dir = `${root}${reports}`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const runs: StageRun[] = [];
  for (const stage of stages) {
    const load = stage.underLoad ? startCpuLoad() : null;
    if (load) console.log(`${stage.name} runs under load: ${load.threads} spinning threads.`);
    const report = `${dir}/${reportName(stage)}`;
    const run = spawnSync('npm', stage.npm, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TEST_REPORT: report },
    });
    await load?.stop();
    const name = load ? `${stage.name} (under load)` : stage.name;
    runs.push({ name, status: run.status, report });
    console.log(`\n${summarize(runs.slice(-1)).lines[0]}\n`);
  }
  const summary = summarize(runs);
  console.log(summary.lines.join('\n'));
  process.exit(summary.failed ? 1 : 0);
}
