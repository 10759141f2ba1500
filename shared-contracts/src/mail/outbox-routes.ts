import { errorResponses } from '../common/errors-schema.ts';
import { outboxListSchema, outboxQuerySchema } from './outbox-schema.ts';
import { idParamsSchema } from '../common/params-schema.ts';
import { defineRoutes, nonJsonAnswer } from '../routes/contract.ts';

/** A mail as sent (RFC 822), not JSON. */
const eml = nonJsonAnswer('message/rfc822', 'The mail as sent');

/** Development only (no such routes in production): the outbox of mail and SMS. */
export const outboxRoutes = defineRoutes({
  'GET /v1/dev/outbox': {
    querystring: outboxQuerySchema,
    response: { 200: outboxListSchema, ...errorResponses(422) },
  },
  'GET /v1/dev/outbox/:id/eml': {
    params: idParamsSchema,
    response: { 200: eml, ...errorResponses(404, 422) },
  },
});

export type OutboxRoutes = typeof outboxRoutes;
