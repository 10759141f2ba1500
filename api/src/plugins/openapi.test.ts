import { operationIdOf, type RouteKey } from '@portal/contracts/routes/contract';
import { setupTestApp } from '../test/helper.ts';

const t = setupTestApp();

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        requestBody?: { content: Record<string, unknown> };
        security?: unknown;
      }
    >
  >;
  components: {
    securitySchemes: Record<string, { type: string; scheme?: string; in?: string; name?: string }>;
    schemas: Record<string, unknown>;
  };
}

const documentOf = async () =>
  (await t.app.inject({ url: '/v1/openapi.json' })).json<OpenApiDocument>();
// The document and its UI describe the API; they are not part of it.
const selfDescribing = (url: string) => url === '/v1/openapi.json' || url.startsWith('/v1/docs');

const documentedRoutes = () =>
  t.app.routeIndex
    .routes()
    .filter(
      ({ method, url }) => url.startsWith('/v1/') && method !== 'HEAD' && !selfDescribing(url),
    );
// A parameter's pattern (`:id(^\\d+$)`) is not part of the documented path.
const pathOf = (url: string) => url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}');

test('every registered /v1 route is in the OpenAPI 3.1 document', async () => {
  const document = await documentOf();
  expect(document.openapi).toBe('3.1.0');
  const routes = documentedRoutes();
  expect(routes.length).toBeGreaterThanOrEqual(4);
  for (const { method, url } of routes) {
    expect({
      method,
      url,
      documented: Boolean(document.paths[pathOf(url)]?.[method.toLowerCase()]),
    }).toEqual({ method, url, documented: true });
  }
});

test("each operation's id is its route key's, for client generators: there is one, and only one of each", async () => {
  const document = await documentOf();
  for (const { method, url } of documentedRoutes())
    expect(document.paths[pathOf(url)]?.[method.toLowerCase()]?.operationId).toBe(
      operationIdOf(`${method} ${url}` as RouteKey),
    );
  expect(document.paths['/v1/cart/owner/{userId}']?.get?.operationId).toBe(
    'getV1CartOwnerByUserId',
  );
  const ids = Object.values(document.paths).flatMap((operations) =>
    Object.values(operations).map(({ operationId }) => operationId),
  );
  expect(ids).not.toContain(undefined);
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
});

test('every component schema is referred to from elsewhere in the document', async () => {
  const document = await documentOf();
  const { schemas, ...otherComponents } = document.components;
  const refsIn = (value: unknown) =>
    [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map(
      ([, name]) => name,
    );
  const fromOperations = refsIn({ ...document, components: otherComponents });
  const fromOtherSchemas = (name: string) =>
    Object.entries(schemas).flatMap(([other, schema]) => (other === name ? [] : refsIn(schema)));
  const unreferred = Object.keys(schemas).filter(
    (name) => !fromOperations.includes(name) && !fromOtherSchemas(name).includes(name),
  );
  expect(unreferred).toEqual([]);
  // The API answers messages and reads none: their read form is not emitted.
  expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['Message']));
  expect(Object.keys(schemas)).not.toContain('MessageInput');
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
  // What the page loads: the same document.
  const shown = await t.app.inject({ url: '/v1/docs/json' });
  expect(shown.json()).toEqual(await documentOf());
  const production = await t.build({ production: true, portalEnv: 'production' });
  expect((await production.inject({ url: '/v1/docs/' })).statusCode).toBe(404);
  expect((await production.inject({ url: '/v1/openapi.json' })).statusCode).toBe(200);
});
