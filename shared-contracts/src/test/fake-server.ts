/** A scripted stand-in for the network: each handler answers one method and path. */
export type Handler = (request: Request) => Response | Promise<Response>;

export interface FakeServer {
  requests: Request[];
  on(method: string, path: string, handler: Handler): void;
  restore(): void;
}

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function startFakeServer(): FakeServer {
  const handlers = new Map<string, Handler>();
  const requests: Request[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input instanceof Request ? input : String(input), init);
    requests.push(request.clone());
    const handler = handlers.get(`${request.method} ${new URL(request.url).pathname}`);
    return handler ? handler(request) : json(404, { message: 'Not found' });
  };
  return {
    requests,
    on: (method, path, handler) => handlers.set(`${method} ${path}`, handler),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
