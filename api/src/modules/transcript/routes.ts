import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorTexts, isAdminRole } from '@portal/contracts/core';
import { idSchema } from '@portal/contracts/core';
import { errorResponses } from '@portal/contracts/core';
import { ApiError } from '../../lib/http-errors.ts';
import { actorOf } from '../project/caller.ts';
import { readableMedia, readableTranscript } from './access.ts';
import { kindQuery, saveTranscriptSchema, transcriptSchema } from './schema.ts';
import { saveTranscript, toTranscript } from './service.ts';

const security = [{ bearer: [] }];
const params = z.object({ id: idSchema });

/**
 * Transcripts (staff spec section 7), addressed by their MEDIA's id, and with ?kind=notes the
 * media's notes, kept and versioned apart: whoever may read the media's project reads them; for
 * now only admins and super admins write them (the editor issue opens writing to the assigned
 * typists and proofreaders).
 */
export default async function transcriptRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/v1/transcript/:id', {
    onRequest: app.authenticate,
    schema: {
      tags: ['transcript'],
      summary:
        "The transcript of the media with this id (the MEDIA's id, not the transcript's), or with kind=notes its notes",
      security,
      params,
      querystring: kindQuery,
      response: { 200: transcriptSchema, ...errorResponses(401, 403, 404, 422) },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const media = await readableMedia(app.db, actor, request.params.id);
      return toTranscript(await readableTranscript(app.db, actor, media, request.query.kind));
    },
  });

  app.put('/v1/transcript/:id', {
    onRequest: app.authenticate,
    schema: {
      tags: ['transcript'],
      summary:
        "Save the transcript of the media with this id (the MEDIA's id), or with kind=notes its notes: sections, speakers; a new version each save",
      security,
      params,
      querystring: kindQuery,
      body: saveTranscriptSchema,
      response: { 200: transcriptSchema, ...errorResponses(401, 403, 404, 422) },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      // Who cannot see the media learns nothing more; who can but may not write is refused.
      const media = await readableMedia(app.db, actor, request.params.id);
      if (!isAdminRole(actor.role)) throw new ApiError(403, errorTexts.unauthorized);
      const row = await saveTranscript(app.db, {
        mediaId: media.id,
        kind: request.query.kind,
        content: request.body.content,
        userId: actor.userId,
        at: app.now(),
      });
      return toTranscript(row);
    },
  });
}
