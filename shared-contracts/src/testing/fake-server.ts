import { allRoutes } from '../routes/all.ts';
import { findRoute } from '../routes/contract.ts';
import { messageSchema } from '../common/errors-schema.ts';

/** A scripted stand-in for the network: each handler answers one method and path. */
export type Handler = (request: Request) => Response | Promise<Response>;

export interface FakeServer {
  requests: Request[];
  on(method: string, path: string, handler: Handler): void;
  restore(): void;
}

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const apiPath = (path: string) => /^\/v[123]\//.test(path);

/**
 * Holds a scripted answer to the API's contract for the route, so a test cannot pass against an
 * answer the API would never send: a route it lacks, a status it does not declare, a JSON body
 * its schema refuses. Bodies that are not JSON (files, documents) are passed as they are.
 */
async function checkedAgainstContract(request: Request, response: Response): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (!apiPath(pathname)) return response;
  const route = findRoute(allRoutes, request.method, pathname);
  const where = `${request.method} ${pathname}`;
  if (!route) throw new Error(`Fake answer for ${where}: the API has no such route`);
  const schema =
    route.contract.response[response.status] ?? (response.status >= 500 ? messageSchema : null);
  if (!schema)
    throw new Error(`Fake answer for ${where}: ${route.key} never answers ${response.status}`);
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  if (!('safeParse' in schema))
    throw new Error(
      `Fake answer for ${where}: ${route.key} answers ${response.status} in another type than JSON`,
    );
  const parsed = schema.safeParse(await response.clone().json());
  if (!parsed.success)
    throw new Error(
      `Fake answer for ${where} (${route.key} ${response.status}): ${parsed.error.message}`,
    );
  return response;
}

export function startFakeServer(): FakeServer {
  const handlers = new Map<string, Handler>();
  const requests: Request[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input instanceof Request ? input : String(input), init);
    requests.push(request.clone());
    const handler = handlers.get(`${request.method} ${new URL(request.url).pathname}`);
    if (!handler) return json(404, { message: 'Not found' });
    return checkedAgainstContract(request, await handler(request));
  };
  return {
    requests,
    on: (method, path, handler) => handlers.set(`${method} ${path}`, handler),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
