import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { errorTexts } from '@portal/contracts/common/errors';
import { featureFlagsFor } from '@portal/contracts/portal/flags';
import { remoteNames } from '@portal/contracts/portal/remotes';
import type { RemotesManifest } from '@portal/contracts/portal/schema';
import { setupTestApp, tempDirsForFile } from '../../test/helper.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const tempDir = tempDirsForFile('portal-static-');
const staticRoot = tempDir();

function write(path: string, content: string, { compressed = false } = {}) {
  const file = join(staticRoot, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  if (compressed) {
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content));
  }
}

const indexHtml =
  '<!doctype html><title>Portal</title><script src="/v3/main.3f2a9c1b.js"></script>';
const mainJs = `console.log(${JSON.stringify('x'.repeat(2000))});`;
write('shell/dist/index.html', indexHtml, { compressed: true });
write('shell/dist/main.3f2a9c1b.js', mainJs, { compressed: true });
write('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
write('mf-client-library/dist/mf-manifest.json', '{"name":"mf_client_library"}');
write('mf-client-library/dist/remoteEntry.js', 'var mf_client_library;');
write('mf-client-library/dist/417.0a1b2c3d.js', 'chunk();');

const t = setupTestApp({ staticRoot });
const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers });

test('/ redirects to the portal', async () => {
  const response = await get('/');
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe('/v3');
});

test('the shell index is served at /v3 and revalidated on every visit', async () => {
  for (const url of ['/v3', '/v3/', '/v3/index.html']) {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
  }
});

test('client routes fall back to index.html; missing files and the API do not', async () => {
  for (const url of ['/v3/library/my', '/v3/admin/projects?page=2']) {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
  }
  expect((await get('/v3/library/my', {}, 'HEAD')).statusCode).toBe(200);
  const missingFile = await get('/v3/missing.4b5c6d7e.js');
  expect(missingFile.statusCode).toBe(404);
  expect(missingFile.json()).toEqual({ message: errorTexts.notFound });
  expect((await get('/v1/library/my')).json()).toEqual({ message: errorTexts.notFound });
  expect((await t.app.inject({ method: 'POST', url: '/v3/library/my' })).statusCode).toBe(405);
});

test('the pixel-update stub outside /v3 is the shell, not a redirect; nothing else outside is', async () => {
  for (const url of ['/update_pixel', '/update_pixel?fbclid=1']) {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(indexHtml);
  }
  expect((await get('/update_pixel', {}, 'HEAD')).statusCode).toBe(200);
  expect((await get('/update_pixels')).statusCode).toBe(404);
  expect((await get('/library/my')).statusCode).toBe(404);
});

test('content-hashed files are immutable; precompressed siblings are chosen by Accept-Encoding', async () => {
  const brotli = await get('/v3/main.3f2a9c1b.js', { 'accept-encoding': 'br, gzip' });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
  expect(brotli.rawPayload.equals(brotliCompressSync(mainJs))).toBe(true);

  const gzip = await get('/v3/main.3f2a9c1b.js', { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gzip.headers['cache-control']).toBe(IMMUTABLE);

  const plain = await get('/v3/main.3f2a9c1b.js', { 'accept-encoding': 'identity' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(mainJs);
  expect((await get('/v3/favicon.svg')).headers['cache-control']).toBe('no-cache');
});

test('each remote is served at /mf/<remote>/, manifests and entries revalidated', async () => {
  const base = '/mf/mf-client-library';
  expect((await get(`${base}/mf-manifest.json`)).headers['cache-control']).toBe('no-cache');
  expect((await get(`${base}/remoteEntry.js`)).headers['cache-control']).toBe('no-cache');
  expect((await get(`${base}/417.0a1b2c3d.js`)).headers['cache-control']).toBe(IMMUTABLE);
  // No history fallback for remotes, and a remote that was never built is simply absent.
  expect((await get(`${base}/library/my`)).statusCode).toBe(404);
  expect((await get('/mf/mf-admin/mf-manifest.json')).json()).toEqual({
    message: errorTexts.notFound,
  });
});

test('remotes.json lists every remote, same-origin by default', async () => {
  const response = await get('/v3/remotes.json');
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.json()).toEqual(
    Object.fromEntries(remoteNames.map((name) => [name, `/mf/${name}/mf-manifest.json`])),
  );
});

test('a remote moved to another origin is listed there and admitted by the CSP', async () => {
  const cdn = 'https://cdn.example.com/editor/v42/mf-manifest.json';
  const app = await t.build({
    staticRoot,
    remotes: { ...(await get('/v3/remotes.json')).json<RemotesManifest>(), 'mf-editor': cdn },
  });
  const response = await app.inject({ url: '/v3/remotes.json' });
  expect(response.json()['mf-editor']).toBe(cdn);
  const csp = response.headers['content-security-policy'];
  expect(csp).toContain("script-src 'self' https://cdn.example.com");
  expect(csp).toContain("connect-src 'self' https://cdn.example.com");
  // A production remote's CSS is a file, loaded from its origin like its chunks.
  expect(csp).toContain("style-src 'self' 'unsafe-inline' https://cdn.example.com");
  expect(csp).toContain("img-src 'self' data: https://cdn.example.com");
  expect(csp).toContain("font-src 'self' data: https://cdn.example.com");
});

test("the CSP admits the chat: Intercom's hosts for its widget, else the widget's origin", async () => {
  const csp = async (widgetUrl: string) => {
    const app = await t.build({ staticRoot, chat: { appId: 'app_1', widgetUrl } });
    return (await app.inject({ url: '/v3/config.json' })).headers['content-security-policy'];
  };
  const intercom = await csp('https://widget.intercom.io/widget/app_1');
  expect(intercom).toContain('https://widget.intercom.io https://js.intercomcdn.com');
  expect(intercom).toContain('wss://*.intercom.io');
  const standIn = await csp('http://127.0.0.1:9000/widget.js');
  expect(standIn).toContain("script-src 'self' http://127.0.0.1:9000");
  expect(standIn).toContain("connect-src 'self' http://127.0.0.1:9000");
  expect(standIn).not.toContain('intercom');
  expect(await get('/v3/config.json').then((r) => r.headers['content-security-policy'])).toContain(
    "script-src 'self';",
  );
});

test('config.json carries the environment, maintenance flag and feature flags', async () => {
  const app = await t.build({
    staticRoot,
    portalEnv: 'e2e',
    maintenance: true,
    featureOverrides: { liveNotetaking: false },
  });
  const response = await app.inject({ url: '/v3/config.json' });
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.json()).toEqual({
    environment: 'e2e',
    maintenance: true,
    featureFlags: { ...featureFlagsFor('e2e'), liveNotetaking: false },
    oauthClientSecret: 'portal-web-secret',
    site: { url: 'https://transcription.example', phone: '+44 20 7946 0000' },
    socialProviders: [],
    botCheckSiteKey: null,
    vatPercent: 20,
    chat: null,
  });
});

test('config.json names the social providers that are configured, and the bot-check site key', async () => {
  const app = await t.build({
    staticRoot,
    social: {
      facebook: { clientId: 'f', clientSecret: 's', dialogUrl: 'https://d', graphUrl: 'https://g' },
    },
    recaptcha: { secret: 'secret', siteKey: 'site-key', verifyUrl: 'https://verify' },
    vatPercent: 17,
  });
  expect((await app.inject({ url: '/v3/config.json' })).json()).toMatchObject({
    socialProviders: ['facebook'],
    botCheckSiteKey: 'site-key',
    vatPercent: 17,
  });
});

test('config.json names the chat app and its widget script where the chat is configured', async () => {
  const chat = { appId: 'app_1', widgetUrl: 'https://chat.example/widget.js' };
  const app = await t.build({ staticRoot, chat });
  expect((await app.inject({ url: '/v3/config.json' })).json()).toMatchObject({ chat });
});

test('without a shell build, /v3 explains how to build it; the API still works', async () => {
  const app = await t.build({ staticRoot: tempDir() });
  for (const url of ['/v3', '/v3/library/my', '/v3/main.3f2a9c1b.js', '/update_pixel']) {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  }
  expect((await app.inject({ url: '/v3/config.json' })).statusCode).toBe(200);
});

test('large JSON answers are compressed', async () => {
  const response = await get('/v1/openapi.json', { 'accept-encoding': 'gzip' });
  expect(response.headers['content-encoding']).toBe('gzip');
  const small = await get('/v3/remotes.json', { 'accept-encoding': 'gzip' });
  expect(small.headers['content-encoding']).toBeUndefined();
});
