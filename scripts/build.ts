import { parseArgs } from 'node:util';
import { buildApp } from './build/apps.ts';
import { checkBudgets, firstLoadSizes } from './build/sizes.ts';
import { frontendApps } from './workspaces.ts';

// `npm run build -- --only mf-admin,shell` builds a subset; the default is every frontend app.
const { values } = parseArgs({ options: { only: { type: 'string', multiple: true } } });
const only = values.only?.flatMap((list) => list.split(',')) ?? frontendApps;
const unknown = only.filter((app) => !frontendApps.includes(app));
if (unknown.length > 0) {
  console.error(`Unknown app(s): ${unknown.join(', ')}. Known: ${frontendApps.join(', ')}.`);
  process.exit(2);
}
const apps = frontendApps.filter((app) => only.includes(app));

// One at a time: a production build keeps both cores busy.
for (const app of apps) {
  const status = buildApp(app);
  if (status !== 0) {
    console.error(`Build of ${app} failed.`);
    process.exit(status);
  }
}

const over = checkBudgets(firstLoadSizes(apps));
for (const line of over) console.error(line);
if (over.length > 0) process.exit(1);
