import { basename } from 'node:path';
import { runStages } from './test-stages.ts';
import { frontendApps, workspaces } from './workspaces.ts';

/**
 * `npm test -w <app>`, run by npm in the app's folder: its unit tests (the root jest config's
 * project of that name), then the Playwright journeys tagged `@<app>`, on the production build
 * as `npm run test:e2e` serves it. Packages that are no app run their unit tests only.
 */
const workspace = basename(process.cwd());
if (!workspaces.includes(workspace)) {
  console.error(`${workspace} is not a workspace; run this as npm test -w <workspace>.`);
  process.exit(1);
}

const unit = { name: 'unit', npm: ['run', 'test:unit', '--', '--selectProjects', workspace] };
const e2e = { name: 'e2e', npm: ['test', '-w', 'e2e', '--', '--grep', `@${workspace}`] };
await runStages(
  frontendApps.includes(workspace) ? [unit, e2e] : [unit],
  `test-results/${workspace}`,
);
