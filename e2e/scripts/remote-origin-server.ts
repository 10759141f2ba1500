import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { currentFileOf, contentHashOf, previousText, type Build } from './previous-build.ts';
import { CDN_REMOTE, edges, type Edge } from './remote-origin.ts';

/**
 * A second origin standing in for a CDN, one of Playwright's webServers: it serves one remote's
 * production build (`<remote>/dist`, uploaded as is) at /<remote>/ with a CDN's headers, and
 * under each edge's prefix what a deploy moment answers (`remote-origin.ts`). Files are read per
 * request: a build made while it runs is what it serves.
 */
const dist = join(import.meta.dirname, '..', '..', CDN_REMOTE, 'dist');

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** As docs/ship-a-remote.md asks of a CDN: hashed files forever, the rest checked on every use. */
const cacheControlOf = (file: string): string =>
  contentHashOf(file) ? 'public, max-age=31536000, immutable' : 'no-cache';

function thisBuild(): Build {
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as {
    shared: { version: string }[];
  };
  return {
    hashes: new Set(readdirSync(dist).flatMap((file) => contentHashOf(file) ?? [])),
    sharedVersions: new Set(manifest.shared.map((entry) => entry.version)),
  };
}

/** The file an edge answers for `file`, or undefined for a 404. */
function answer(edge: Edge | undefined, file: string): string | Buffer | undefined {
  const fromPrevious =
    (file === 'mf-manifest.json' && edge !== undefined) ||
    (file === 'remoteEntry.js' && (edge === 'one-build-behind' || edge === 'purged'));
  if (fromPrevious) return previousText(readFileSync(join(dist, file), 'utf8'), thisBuild(), file);
  if (readdirSync(dist).includes(file)) return readFileSync(join(dist, file));
  const kept = edge === 'one-build-behind' ? currentFileOf(file, thisBuild()) : undefined;
  return kept ? readFileSync(join(dist, kept)) : undefined;
}

function send(response: ServerResponse, file: string, body: string | Buffer | undefined) {
  // Any origin may read the manifest (the shell fetches it) and load the scripts and styles.
  const cors = { 'access-control-allow-origin': '*' };
  if (body === undefined) return void response.writeHead(404, cors).end();
  response.writeHead(200, {
    ...cors,
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    'cache-control': cacheControlOf(file),
  });
  response.end(body);
}

// /<remote>/<file> or /<edge>/<remote>/<file>; the build is one flat folder.
const route = new RegExp(`^/(?:(${edges.join('|')})/)?${CDN_REMOTE}/([\\w.-]+)$`);

const port = Number(process.env.REMOTE_ORIGIN_PORT);
const server = createServer((request, response) => {
  const match = route.exec(new URL(request.url ?? '/', 'http://cdn').pathname);
  const file = match?.[2];
  if (request.method !== 'GET' || !file || !existsSync(dist)) {
    response.writeHead(404).end();
    return;
  }
  send(response, file, answer(match[1] as Edge | undefined, file));
});
server.listen(port, '127.0.0.1', () => console.log(`${CDN_REMOTE} on its own origin at ${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
