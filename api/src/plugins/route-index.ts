import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { routePattern } from '@portal/contracts/routes/contract';

export interface IndexedRoute {
  method: string;
  url: string;
  /** The schema objects as the route declared them. */
  schema?: FastifySchema;
}

export interface RouteIndex {
  /** Every route registered, one entry per method. */
  routes(): readonly IndexedRoute[];
  /** The methods some route accepts for this concrete path: a 405 rather than a 404. */
  methodsFor(path: string): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    routeIndex: RouteIndex;
  }
}

export default fp(
  async function routeIndex(app: FastifyInstance) {
    const entries: (IndexedRoute & { pattern: RegExp })[] = [];
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods)
        entries.push({
          method,
          url: route.url,
          schema: route.schema,
          pattern: routePattern(route.url),
        });
    });
    app.decorate('routeIndex', {
      routes: () => entries.map(({ method, url, schema }) => ({ method, url, schema })),
      methodsFor: (path: string) => [
        ...new Set(entries.filter((e) => e.pattern.test(path)).map((e) => e.method)),
      ],
    });
  },
  { name: 'route-index' },
);
