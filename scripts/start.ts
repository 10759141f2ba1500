import { fileURLToPath } from 'node:url';
import { buildApp, staleApps } from './build/apps.ts';
import { superviseChildren } from './build/children.ts';
import { frontendApps } from './workspaces.ts';

// Production serving: build what is missing or out of date, then the API serves it all.
for (const app of staleApps(frontendApps)) {
  const status = buildApp(app);
  if (status !== 0) {
    console.error(`Build of ${app} failed; not starting.`);
    process.exit(status);
  }
}

const server = fileURLToPath(new URL('../api/src/server.ts', import.meta.url));
// In this process's group, so a supervisor that kills the group (Playwright does) stops it too.
superviseChildren([
  { name: 'api', command: process.execPath, args: [server], options: { detached: false } },
]);
