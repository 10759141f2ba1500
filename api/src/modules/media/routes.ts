import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featureFlagsFor } from '@portal/contracts/core';
import {
  createMediaSchema,
  idSchema,
  mediaIdParamsSchema,
  mediaSchema,
  presignedPartUrlQuerySchema,
  presignedUrlQuerySchema,
  presignedUrlSchema,
  processMediaSchema,
  successSchema,
  updateMediaSchema,
} from '@portal/contracts/core';
import { errorResponses } from '@portal/contracts/core';
import { ApiError } from '../../lib/http-errors.ts';
import { addFormParser } from '../../plugins/wire-format.ts';
import { ownerOf } from '../cart/owner.ts';
import { callerOf } from '../project/caller.ts';
import { deleteMedia, mediaInfo, projectMediaTexts, removeSensitive } from '../project/media.ts';
import { mediaInfoSchema } from '../project/schemas.ts';
import { requireUpload } from '../project/service.ts';
import { mediaOwner, uploadOwner } from './acting-for.ts';
import { scheduleAbandonedUploadCleanup } from './cleanup.ts';
import {
  createMedia,
  presignedPartUrl,
  presignedUrl,
  processMedia,
  updateMedia,
  type MediaDeps,
} from './service.ts';

const ownerSecurity: Record<string, string[]>[] = [{ sessionId: [] }, { bearer: [] }];

/**
 * Media upload (client spec sections 4 and 7): create the media, PUT its bytes to presigned
 * storage URLs (one, or one per 10 MB part), then process it into the cart. Every route is the
 * owner's only: a signed-in user's, or an anonymous visitor's by session id; an admin or super
 * admin uploads for a business client by naming them (`user_id`) when creating the media.
 */
export default async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (request?: FastifyRequest): MediaDeps => ({
    db: app.db,
    storage: app.storage,
    now: app.now,
    vatPercent: app.config.vatPercent,
    maxUploadBytes: app.config.maxUploadBytes,
    log: request?.log ?? app.log,
  });
  scheduleAbandonedUploadCleanup(app, deps());
  // The environment's flag (client spec section 6): off locally and in e2e unless overridden.
  const hardDeleteOn = featureFlagsFor(
    app.config.portalEnv,
    app.config.featureOverrides,
  ).hardDelete;

  app.post('/v1/media', {
    onRequest: app.identify,
    schema: {
      tags: ['media'],
      summary:
        'Announce a file to upload: a pending media with its storage; files over 10 MB are uploaded in parts',
      security: ownerSecurity,
      body: createMediaSchema.extend({ user_id: idSchema.optional() }),
      response: { 200: mediaSchema, ...errorResponses(400, 401, 403, 404, 422) },
    },
    handler: async (request) => {
      const owner = await uploadOwner(app, request, request.body.user_id);
      const projectId = request.body.project_id;
      if (projectId !== undefined) await requireUpload(app.db, callerOf(request), projectId);
      return createMedia(deps(request), owner, request.body);
    },
  });

  app.get('/v1/media/get-presigned-url', {
    onRequest: app.identify,
    schema: {
      tags: ['media'],
      summary: 'The URL to PUT the whole file to (files of one 10 MB chunk at most)',
      security: ownerSecurity,
      querystring: presignedUrlQuerySchema,
      response: { 200: presignedUrlSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => ({
      presignedUrl: await presignedUrl(
        deps(request),
        await mediaOwner(app, request, request.query.id),
        request.query.id,
      ),
    }),
  });

  app.get('/v1/media/get-presigned-url-multipart', {
    onRequest: app.identify,
    schema: {
      tags: ['media'],
      summary: 'The URL to PUT one 10 MB part of the file to; its answer carries the ETag',
      security: ownerSecurity,
      querystring: presignedPartUrlQuerySchema,
      response: { 200: presignedUrlSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => ({
      presignedUrl: await presignedPartUrl(
        deps(request),
        await mediaOwner(app, request, request.query.id),
        request.query.id,
        request.query.part_number,
      ),
    }),
  });

  // The part list of a 5 GB file is 512 entries: more than the portal's usual form limits.
  await app.register(async function processScope(scope) {
    scope.removeContentTypeParser('application/x-www-form-urlencoded');
    addFormParser(scope, { arrayLimit: 10_000, parameterLimit: 20_010 });
    scope.withTypeProvider<ZodTypeProvider>().put('/v1/media/process/:id(^\\d+$)', {
      onRequest: app.identify,
      schema: {
        tags: ['media'],
        summary:
          'After the upload: assemble the parts, read the real duration, price the media and put it in the cart',
        security: ownerSecurity,
        params: mediaIdParamsSchema,
        body: processMediaSchema,
        response: { 200: mediaSchema, ...errorResponses(400, 401, 404, 422) },
      },
      handler: async (request) =>
        processMedia(
          deps(request),
          await mediaOwner(app, request, request.params.id),
          request.params.id,
          request.body ?? {},
        ),
    });
  });

  app.get('/v1/media/:id(^\\d+$)', {
    onRequest: app.identify,
    schema: {
      tags: ['media'],
      summary: 'One of your media, or a media of a project you can see (the media info)',
      security: ownerSecurity,
      params: mediaIdParamsSchema,
      response: { 200: mediaInfoSchema, ...errorResponses(401, 404) },
    },
    handler: async (request) =>
      mediaInfo(app.db, ownerOf(request), callerOf(request), request.params.id),
  });

  app.put('/v1/media/:id(^\\d+$)', {
    onRequest: app.identify,
    schema: {
      tags: ['media'],
      summary:
        'Change the title, currency, service options, meeting details (extra_fields, replacing those saved) or project (one you can upload to) of a media not yet ordered',
      security: ownerSecurity,
      params: mediaIdParamsSchema,
      body: updateMediaSchema.extend({ project_id: idSchema.optional() }),
      response: { 200: mediaSchema, ...errorResponses(400, 401, 403, 404, 422) },
    },
    handler: async (request) => {
      const projectId = request.body.project_id;
      if (projectId !== undefined) await requireUpload(app.db, callerOf(request), projectId);
      const owner = await mediaOwner(app, request, request.params.id);
      return updateMedia(deps(request), owner, request.params.id, request.body);
    },
  });

  app.delete('/v1/media/:id(^\\d+$)', {
    onRequest: app.identify,
    schema: {
      tags: ['media'],
      summary:
        'Remove your media not yet ordered, with its bytes (cancels an upload; takes it out of the cart), or mark an ordered media of a project you manage deleted',
      security: ownerSecurity,
      params: mediaIdParamsSchema,
      response: { 200: successSchema, ...errorResponses(401, 403, 404, 422) },
    },
    handler: async (request) => {
      const owner = await mediaOwner(app, request, request.params.id);
      await deleteMedia(deps(request), owner, callerOf(request), request.params.id);
      return { isSuccess: true as const };
    },
  });

  app.delete('/v1/media/remove-sensitive/:id(^\\d+$)', {
    onRequest: app.authenticate,
    schema: {
      tags: ['media'],
      summary:
        "Hard delete (when the environment's flag is on): remove an ordered media's bytes and transcript, keeping its record for billing",
      security: [{ bearer: [] }],
      params: mediaIdParamsSchema,
      response: { 204: z.null(), ...errorResponses(401, 403, 404, 422) },
    },
    handler: async (request, reply) => {
      if (!hardDeleteOn) throw new ApiError(404, projectMediaTexts.hardDeleteOff);
      await removeSensitive(deps(request), ownerOf(request), callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
}
