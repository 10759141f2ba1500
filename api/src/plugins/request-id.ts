import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
const saneId = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Keeps a proxy's or client's request id when it is a plain token, so one id follows a request
 * through every log; anything else (too long, odd characters, log-injection) gets a fresh UUID.
 */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && saneId.test(given) ? given : randomUUID();
}

export default fp(
  async function requestId(app: FastifyInstance) {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
