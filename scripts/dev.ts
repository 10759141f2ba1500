import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { superviseChildren, type Child } from './build/children.ts';
import { frontendApps, remotes } from './workspaces.ts';

const devPorts = JSON.parse(
  readFileSync(new URL('../build-config/dev-ports.json', import.meta.url), 'utf8'),
) as Record<string, number>;
const apiPort = process.env.PORT ?? '8080';

/**
 * The API plus one webpack-dev-server per app. The shell's server is the front door: it answers
 * /v3 itself and proxies /v1, /v3/config.json and /v3/remotes.json to the API and /mf/<name>/ to
 * each remote's server, so the portal's URLs are those of `npm start` on another port.
 */
const env = {
  ...process.env,
  API_URL: `http://localhost:${apiPort}`,
  // Links in mail and the social callback go to the shell's dev server, the front door here.
  PORTAL_URL: process.env.PORTAL_URL ?? `http://localhost:${devPorts.shell}`,
  DEV_REMOTES: remotes.join(','),
};
const server = fileURLToPath(new URL('../api/src/server.ts', import.meta.url));
const children: Child[] = [
  { name: 'api', command: process.execPath, args: [server], options: { env } },
  ...frontendApps.map((app) => ({
    name: app,
    command: 'npm',
    args: ['run', 'dev', '--silent', '-w', app],
    options: { env },
  })),
];

console.log(`Portal: http://localhost:${devPorts.shell}/v3/  (API on port ${apiPort})`);
for (const remote of remotes) {
  console.log(`  ${remote} standalone: http://localhost:${devPorts[remote]}/v3/<its paths>`);
}
superviseChildren(children);
