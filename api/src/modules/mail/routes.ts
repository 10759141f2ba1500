import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@portal/contracts/common/errors-schema';
import { errorTexts } from '@portal/contracts/common/errors';
import { outboxQuerySchema } from '@portal/contracts/mail/outbox-schema';
import { ApiError } from '../../lib/http-errors.ts';
import { route } from '../../lib/route.ts';
import { findOutboxRow, listOutbox, readEml, type OutboxRow } from './outbox.ts';
import { outboxPage } from './outbox-page.ts';

// A development page, not an archive.
const LIST_LIMIT = 200;

const toView = ({ id, channel, recipient, subject, text, html, createdAt }: OutboxRow) => ({
  id,
  channel,
  recipient,
  subject,
  text,
  html,
  createdAt: createdAt.toISOString(),
});

/**
 * Reading the outbox during development. It holds sign-in codes and reset links, so in
 * production these routes do not exist.
 */
export default async function outboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  if (app.config.production) return;

  route(app, 'GET /v1/dev/outbox', {
    tags: ['dev'],
    summary: 'Development only: the outbox (mail and SMS), newest first',
    handler: async ({ query }) => ({
      result: (await listOutbox(app.db, query.to, LIST_LIMIT)).map(toView),
    }),
  });

  route(app, 'GET /v1/dev/outbox/:id/eml', {
    tags: ['dev'],
    summary: 'Development only: a mail in the outbox as sent (RFC 822)',
    handler: async ({ params }, _request, reply) => {
      const row = await findOutboxRow(app.db, params.id);
      const eml = row && (await readEml(app.config.dataDir, row));
      if (!eml) throw new ApiError(404, errorTexts.notFound);
      return reply.type('message/rfc822').send(eml);
    },
  });

  app.get('/dev/outbox', {
    schema: {
      tags: ['dev'],
      summary: 'Development only: the outbox as a page',
      security: [],
      querystring: outboxQuerySchema,
      response: {
        200: { content: { 'text/html': { schema: z.string() } } },
        ...errorResponses(422),
      },
    },
    handler: async (request, reply) => {
      const rows = await listOutbox(app.db, request.query.to, LIST_LIMIT);
      return reply.type('text/html; charset=utf-8').send(outboxPage(rows, request.query.to));
    },
  });
}
