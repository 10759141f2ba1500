import Fastify from 'fastify';
import { testConfig } from '../test/helper.ts';
import security from './security.ts';

/** The CSP's directives of an answer, by name. */
async function directives(): Promise<Map<string, string[]>> {
  const app = Fastify();
  await app.register(security, { config: testConfig() });
  app.get('/v3/page', async () => 'page');
  const response = await app.inject({ url: '/v3/page' });
  await app.close();
  const policy = String(response.headers['content-security-policy']);
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

test('the page may frame its own object URLs (the transcript preview) and nothing more', async () => {
  const csp = await directives();
  expect(csp.get('frame-src')).toEqual(["'self'", 'blob:']);
  // Plugins, scripts and connections stay as strict as before: blob: only frames.
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
});
