import { setupTestApp } from '../test/helper.ts';

const t = setupTestApp();

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, unknown> }; security?: unknown }>
  >;
  components: {
    securitySchemes: Record<string, { type: string; scheme?: string; in?: string; name?: string }>;
  };
}

const documentOf = async () =>
  (await t.app.inject({ url: '/v1/openapi.json' })).json<OpenApiDocument>();
// The document and its UI describe the API; they are not part of it.
const selfDescribing = (url: string) => url === '/v1/openapi.json' || url.startsWith('/v1/docs');

test('every registered /v1 route is in the OpenAPI 3.1 document', async () => {
  const document = await documentOf();
  expect(document.openapi).toBe('3.1.0');
  const routes = t.app.routeIndex
    .routes()
    .filter(
      ({ method, url }) => url.startsWith('/v1/') && method !== 'HEAD' && !selfDescribing(url),
    );
  expect(routes.length).toBeGreaterThanOrEqual(4);
  for (const { method, url } of routes) {
    // A parameter's pattern (`:id(^\\d+$)`) is not part of the documented path.
    const path = url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');
    expect({
      method,
      url,
      documented: Boolean(document.paths[path]?.[method.toLowerCase()]),
    }).toEqual({ method, url, documented: true });
  }
});

test('the document names the bearer, basic, session-id and provider schemes, and both body encodings', async () => {
  const document = await documentOf();
  expect(document.components.securitySchemes).toEqual({
    bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    client: expect.objectContaining({ type: 'http', scheme: 'basic' }),
    sessionId: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-session-id' }),
    s2tSecret: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-s2t-secret' }),
  });
  expect(document.paths['/v1/media/error/{id}']?.post?.security).toEqual([
    { bearer: [] },
    { s2tSecret: [] },
  ]);
  const token = document.paths['/v1/oauth2/token']?.post;
  expect(token?.security).toEqual([{ client: [] }]);
  expect(Object.keys(token?.requestBody?.content ?? {})).toEqual([
    'application/x-www-form-urlencoded',
    'application/json',
  ]);
});

test('Swagger UI is served outside production, under its own CSP', async () => {
  const page = await t.app.inject({ url: '/v1/docs/' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  expect(page.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
  expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  const production = await t.build({ production: true, portalEnv: 'production' });
  expect((await production.inject({ url: '/v1/docs/' })).statusCode).toBe(404);
  expect((await production.inject({ url: '/v1/openapi.json' })).statusCode).toBe(200);
});
