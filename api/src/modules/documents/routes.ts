import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_TYPES } from '@portal/contracts/core';
import { DOCUMENT_OPTIONS, documentTypeNamed } from '@portal/contracts/core';
import { idSchema, presignedUrlSchema } from '@portal/contracts/core';
import { errorResponses, projectRoutes } from '@portal/contracts/core';
import { actorOf } from '../project/caller.ts';
import { kindQuery } from '../transcript/schema.ts';
import type { ProductDeps } from './cache.ts';
import {
  disposition,
  mediaDownloadUrl,
  mediaProduct,
  projectZip,
  type DocumentFile,
} from './service.ts';

const security = [{ bearer: [] }];
const params = z.object({ id: idSchema });
const fileBytes = z.any().meta({ type: 'string', format: 'binary' });
const documentType = z.enum(DOCUMENT_TYPES, {
  error: `Must be one of ${DOCUMENT_TYPES.join(', ')}`,
});
/** Options as one comma-separated text (options=inline-speakers) or a bracket array. */
const options = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(','))
      .map((option) => option.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(DOCUMENT_OPTIONS, { error: `Must be ${DOCUMENT_OPTIONS.join(' or ')}` })));
const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const productQuery = kindQuery.extend({
  documentType,
  options: options.default([]),
  regenerate: flag.default(false),
});
const previewQuery = z.object({
  document_type: z.string().transform((name, context) => {
    const type = documentTypeNamed(name);
    if (!type)
      context.addIssue({ code: 'custom', message: `Must be one of ${DOCUMENT_TYPES.join(', ')}` });
    return type ?? z.NEVER;
  }),
});

/**
 * Transcript documents (client spec sections 7 to 9, staff spec section 7): one media's
 * transcript or notes in any format, a project's transcripts as a zip, the editor's preview and
 * the media file itself, for whoever may read the media's project (admins and super admins: all).
 */
export default async function documentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (request: FastifyRequest): ProductDeps => ({
    db: app.db,
    storage: app.storage,
    now: app.now,
    log: request.log,
  });
  const send = (reply: FastifyReply, file: DocumentFile, kind: 'attachment' | 'inline') =>
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', disposition(kind, file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.bytes);

  app.get('/v1/media/download-product/:id', {
    onRequest: app.authenticate,
    schema: {
      tags: ['documents'],
      summary:
        'The transcript of a media (kind=notes: its notes) as a document file (SRT_S: SRT with inline speakers); kept per transcript version, made again on regenerate',
      security,
      params,
      querystring: productQuery,
      response: { 200: fileBytes, ...errorResponses(401, 403, 404, 422) },
    },
    handler: async (request, reply) =>
      send(
        reply,
        await mediaProduct(deps(request), actorOf(request), request.params.id, request.query),
        'attachment',
      ),
  });

  app.get('/v1/project/download-product/:id', {
    onRequest: app.authenticate,
    schema: {
      tags: ['documents'],
      summary:
        "A zip (transcripts.zip) of the transcripts of the project's returned media, or of those listed, in one format",
      security,
      ...projectRoutes['GET /v1/project/download-product/:id'],
    },
    handler: async (request, reply) =>
      send(
        reply,
        await projectZip(deps(request), actorOf(request), request.params.id, {
          documentType: request.query.documentType,
          mediaIds: request.query.media_ids,
        }),
        'attachment',
      ),
  });

  app.get('/v1/transcript/preview/:id', {
    onRequest: app.authenticate,
    schema: {
      tags: ['documents', 'transcript'],
      summary:
        "The transcript of the media with this id (the MEDIA's id) as a document, shown inline; document_type in any case",
      security,
      params,
      querystring: previewQuery,
      response: { 200: fileBytes, ...errorResponses(401, 403, 404, 422) },
    },
    handler: async (request, reply) =>
      send(
        reply,
        await mediaProduct(deps(request), actorOf(request), request.params.id, {
          kind: 'default',
          documentType: request.query.document_type,
          options: [],
          regenerate: false,
        }),
        'inline',
      ),
  });

  app.get('/v1/media/download/:id', {
    onRequest: app.authenticate,
    schema: {
      tags: ['documents', 'media'],
      summary: 'A signed URL to download the media file itself, named by its title',
      security,
      params,
      response: { 200: presignedUrlSchema, ...errorResponses(401, 403, 404, 422) },
    },
    handler: async (request) => ({
      presignedUrl: await mediaDownloadUrl(deps(request), actorOf(request), request.params.id),
    }),
  });
}
