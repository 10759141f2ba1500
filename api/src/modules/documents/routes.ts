import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { projectRoutes } from '@portal/contracts/core';
import { actorOf } from '../../lib/caller.ts';
import { disposition, projectZip } from './service.ts';

/**
 * A project's transcripts as one zip (client spec section 9), for whoever may read the project.
 * The media's own documents are the media routes'; the editor's preview is the transcript routes'.
 */
export default async function documentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/v1/project/download-product/:id', {
    onRequest: app.authenticate,
    schema: {
      tags: ['documents'],
      summary:
        "A zip (transcripts.zip) of the transcripts of the project's returned media, or of those listed, in one format",
      security: [{ bearer: [] }],
      ...projectRoutes['GET /v1/project/download-product/:id'],
    },
    handler: async (request, reply) => {
      const file = await projectZip(
        { db: app.db, storage: app.storage, now: app.now, log: request.log },
        actorOf(request),
        request.params.id,
        { documentType: request.query.documentType, mediaIds: request.query.media_ids },
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', disposition('attachment', file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  });
}
