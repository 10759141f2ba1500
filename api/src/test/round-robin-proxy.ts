import { once } from 'node:events';
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One URL in front of several servers, as a load balancer puts it. */
export interface RoundRobinProxy {
  url: string;
  /** Per target, the requests it answered through the proxy. */
  answered: number[];
  close(): Promise<void>;
}

/**
 * Sends each request to the next target in turn, whatever connection it came on, adding the
 * caller's address to X-Forwarded-For as a load balancer does.
 */
export async function startRoundRobinProxy(targets: readonly string[]): Promise<RoundRobinProxy> {
  const answered = targets.map(() => 0);
  let turn = 0;
  const server = createServer((request, response) => {
    const index = turn % targets.length;
    turn += 1;
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = forward(
      new URL(request.url ?? '/', targets[index]),
      { method: request.method, headers: { ...request.headers, 'x-forwarded-for': forwardedFor } },
      (answer) => {
        answered[index] = (answered[index] ?? 0) + 1;
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (response.headersSent) response.destroy(error);
      else response.writeHead(502).end(String(error));
    });
    request.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answered,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
