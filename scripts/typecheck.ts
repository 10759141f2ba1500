import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { workspaces } from './workspaces.ts';

const run = promisify(execFile);

/** One package against its own tsconfig; its output is printed whole, once it has finished. */
async function check(project: string): Promise<boolean> {
  try {
    await run('npx', ['tsc', '-p', project, '--noEmit'], { maxBuffer: 64 * 1024 * 1024 });
    return true;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    process.stdout.write(stdout);
    process.stderr.write(stderr);
    console.error(`Type check failed in ${project}.`);
    return false;
  }
}

// One tsc per package, as many at once as there are cores: each is single-threaded. The
// largest goes first, so it does not run alone at the end.
const queue = ['api', ...['.', ...workspaces].filter((project) => project !== 'api')];
let failed = 0;
async function worker(): Promise<void> {
  for (let project = queue.shift(); project !== undefined; project = queue.shift())
    if (!(await check(project))) failed += 1;
}
await Promise.all(Array.from({ length: availableParallelism() }, worker));
if (failed > 0) {
  console.error(`Type check failed in ${failed} package(s).`);
  process.exit(1);
}
