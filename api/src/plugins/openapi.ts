import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { operationIdOf, type RouteKey } from '@portal/contracts/routes/contract';
import { S2T_SECRET_HEADER } from '@portal/contracts/speech-to-text/schema';
import { SESSION_ID_HEADER } from '@portal/contracts/auth/rules';
import type { Config } from '../config.ts';

const formAndJson = ['application/x-www-form-urlencoded', 'application/json'];

type Document = ReturnType<SwaggerTransformObject>;

const schemaRefs = (value: unknown): string[] =>
  [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map(
    ([, name]) => name!,
  );

/**
 * Drops the component schemas nothing refers to: the zod transform emits each schema with an id
 * twice, as it is read (`…Input`) and as it is written, and most are only ever written.
 */
function dropUnusedSchemas(document: Document): Document {
  // Swagger 2 has no components; this document is OpenAPI 3.1.
  if (!('components' in document) || !document.components?.schemas) return document;
  const { schemas } = document.components;
  const used = new Set<string>();
  const pending = schemaRefs({ ...document, components: { ...document.components, schemas: {} } });
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    pending.push(...schemaRefs(schemas[name]));
  }
  // The document is the zod transform's, built for this call: no one else holds it.
  document.components.schemas = Object.fromEntries(
    Object.entries(schemas).filter(([name]) => used.has(name)),
  );
  return document;
}

/**
 * The UI's own CSP (hashes of its inline scripts), loosened where it needs it: it sets inline
 * style attributes, and it is only served outside production, where the server may be plain
 * HTTP.
 */
const docsCsp = (header: string): string =>
  header
    .replace(/\s*upgrade-insecure-requests;?/, '')
    .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline' https:");

/**
 * The OpenAPI 3.1 document built from the routes' zod schemas, at /v1/openapi.json; Swagger UI
 * at /v1/docs outside production. Register before any route, or the route is not documented.
 */
export default fp(
  async function openapi(app: FastifyInstance, options: { config: Config }) {
    // Bodies arrive form-encoded (the portal) or as JSON; the document says both.
    app.addHook('onRoute', (route) => {
      if (route.schema?.body && !route.schema.consumes) route.schema.consumes = formAndJson;
      // A GET's HEAD route shares its schema and is not documented.
      if (route.method !== 'HEAD')
        route.schema = {
          ...route.schema,
          operationId: operationIdOf(`${String(route.method)} ${route.url}` as RouteKey),
        };
    });
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Transcription portal API', version: '1' },
        // Relative to where the document is served: the API answers on the same origin.
        servers: [{ url: '/', description: 'The server this document comes from' }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            client: { type: 'http', scheme: 'basic', description: 'OAuth client id and secret' },
            sessionId: {
              type: 'apiKey',
              in: 'header',
              name: SESSION_ID_HEADER,
              description: 'Anonymous visitor: 32 letters or digits, kept by the browser',
            },
            s2tSecret: {
              type: 'apiKey',
              in: 'header',
              name: S2T_SECRET_HEADER,
              description: "The speech-to-text provider's shared secret (S2T_CALLBACK_SECRET)",
            },
          },
        },
      },
      transform: createJsonSchemaTransform({ skipList: [] }),
      transformObject: (document) => dropUnusedSchemas(jsonSchemaTransformObject(document)),
    });
    if (!options.config.production) {
      await app.register(swaggerUi, {
        routePrefix: '/v1/docs',
        staticCSP: true,
        transformStaticCSP: docsCsp,
      });
    }
    app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
