import { spawnSync } from 'node:child_process';
import { workspaces } from './workspaces.ts';

// One tsc run per package, so each package is checked against its own tsconfig.
const projects = ['.', ...workspaces];
let failed = 0;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', project, '--noEmit'], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
if (failed > 0) {
  console.error(`Type check failed in ${failed} package(s).`);
  process.exit(1);
}
