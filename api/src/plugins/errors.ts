import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorTexts } from '@portal/contracts/common/errors';
import { ApiError, RequestValidationError } from '../lib/http-errors.ts';

const textForStatus: Record<number, string> = {
  400: errorTexts.malformedBody,
  401: errorTexts.unauthorized,
  403: errorTexts.unauthorized,
  404: errorTexts.notFound,
  405: errorTexts.methodNotAllowed,
  413: errorTexts.bodyTooLarge,
  415: errorTexts.unsupportedMediaType,
  429: errorTexts.tooManyRequests,
};

/**
 * 401/403/404 carry `{ message }` (and the details, such as a catalogue `errorCode`, that their
 * route's schema declares); other 4xx also `error`, which the client catalogue shows.
 */
export function sendClientError(
  reply: FastifyReply,
  status: number,
  text: string,
  details: Readonly<Record<string, unknown>> = {},
): FastifyReply {
  const body =
    status === 401 || status === 403 || status === 404
      ? { ...details, message: text }
      : { ...details, error: text, message: text };
  return reply.code(status).send(body);
}

/** An unknown path is a 404; a known path asked with the wrong method is a 405. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? '/';
  const allowed = request.server.routeIndex.methodsFor(path);
  // A wildcard route (static files) can accept the method yet hold no such file: a 404.
  if (allowed.length === 0 || allowed.includes(request.method))
    return sendClientError(reply, 404, errorTexts.notFound);
  reply.header('allow', allowed.join(', '));
  return sendClientError(reply, 405, errorTexts.methodNotAllowed);
}

function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof RequestValidationError) return reply.code(422).send(error.fields);
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    // The details stay in the log, found by the request id the client got in x-request-id.
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ message: errorTexts.somethingWentWrong });
  }
  if (error instanceof ApiError) {
    reply.headers(error.headers);
    return sendClientError(reply, status, error.message, error.details);
  }
  // Fastify's own texts (parser and limit errors) are for developers; the catalogue's are not.
  return sendClientError(reply, status, textForStatus[status] ?? errorTexts.malformedBody);
}

/** One error handler and one not-found handler for the whole API (spec section 8). */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler(sendNotFound);
  },
  { name: 'errors', dependencies: ['route-index'] },
);
