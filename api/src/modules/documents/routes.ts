import type { FastifyInstance } from 'fastify';
import { BULK_DOWNLOAD_FILE_NAME } from '@portal/contracts/documents/rules';
import { actorOf } from '../../lib/caller.ts';
import { route } from '../../lib/route.ts';
import { bulkDownloadFile, bulkDownloadOf, scheduleBulkDownloadCleanup } from './bulk-download.ts';
import { projectZip } from './project-zip.ts';
import { disposition } from './service.ts';

/**
 * A project's transcripts as one zip (client spec section 9), for whoever may read the project:
 * at once when small, else made in the background as a bulk download its asker follows.
 * The media's own documents are the media routes'; the editor's preview is the transcript routes'.
 */
export default async function documentRoutes(app: FastifyInstance) {
  scheduleBulkDownloadCleanup(app, app.deps);
  const onRequest = app.authenticate;

  route(app, 'GET /v1/project/download-product/:id', {
    tags: ['documents'],
    summary:
      "A zip (transcripts.zip) of the transcripts of the project's returned media, or of those listed, in one format; 202 with a bulk download when too large to make at once",
    onRequest,
    handler: async ({ params, query }, request, reply) => {
      const answer = await projectZip(app.deps, actorOf(request), params.id, query);
      if ('queued' in answer)
        return reply
          .code(202)
          .header('location', `/v1/bulk-download/${answer.queued.id}`)
          .send(answer.queued);
      return reply
        .header('content-type', answer.file.contentType)
        .header('content-disposition', disposition('attachment', answer.file.fileName))
        .header('cache-control', 'private, no-store')
        .send(answer.file.bytes);
    },
  });

  route(app, 'GET /v1/bulk-download/:id', {
    tags: ['documents'],
    summary: 'How far the making of a bulk download (a project zip) is, for whoever asked for it',
    onRequest,
    handler: ({ params }, request) => bulkDownloadOf(app.deps, actorOf(request), params.id),
  });

  route(app, 'GET /v1/bulk-download/:id/file', {
    tags: ['documents'],
    summary: 'The zip (transcripts.zip) of a ready bulk download, for whoever asked for it',
    onRequest,
    handler: async ({ params }, request, reply) => {
      const file = await bulkDownloadFile(app.deps, actorOf(request), params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', file.size)
        .header('content-disposition', disposition('attachment', BULK_DOWNLOAD_FILE_NAME))
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  });
}
