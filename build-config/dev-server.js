import { readFileSync } from 'node:fs';

export const devPorts = JSON.parse(
  readFileSync(new URL('dev-ports.json', import.meta.url), 'utf8'),
);

const apiUrl = process.env.API_URL ?? 'http://localhost:8080';
// Like the API outside production: the demo accounts' published passwords work here, so only
// this machine may reach the dev servers unless HOST says otherwise.
const host = process.env.HOST ?? '127.0.0.1';

/**
 * The remotes whose /mf/<name>/ the shell's dev server takes from their own dev servers
 * (`npm run dev` sets DEV_REMOTES); any other remote comes from the API, which serves its build.
 */
const devRemotes = (process.env.DEV_REMOTES ?? '').split(',').filter(Boolean);

/** The shell's dev server answers the same paths as `npm start`: /v3, /v1, /v2 and /mf/<name>/. */
export function hostDevServer() {
  return {
    host,
    port: devPorts.shell,
    static: false,
    devMiddleware: { publicPath: '/v3/' },
    historyApiFallback: { index: '/v3/index.html' },
    proxy: [
      {
        context: ['/v1', '/v2', '/v3/config.json', '/v3/remotes.json', '/mf'],
        target: apiUrl,
        router: targetOf,
      },
    ],
  };
}

function targetOf(req) {
  const remote = req.url.split('/')[2];
  if (req.url.startsWith('/mf/') && devRemotes.includes(remote)) {
    return `http://localhost:${devPorts[remote]}`;
  }
  return apiUrl;
}

/**
 * A remote serves its files under /mf/<name>/ (so the shell can proxy it unchanged) and its
 * standalone page for every other path; the API answers /v1, /v2 and the runtime configuration.
 */
export function remoteDevServer(name) {
  return {
    host,
    port: devPorts[name],
    static: false,
    headers: { 'Access-Control-Allow-Origin': '*' },
    devMiddleware: { publicPath: `/mf/${name}/` },
    historyApiFallback: { index: `/mf/${name}/index.html` },
    proxy: [{ context: ['/v1', '/v2', '/v3/config.json'], target: apiUrl }],
  };
}
