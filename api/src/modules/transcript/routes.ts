import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { transcriptRoutes as contracts } from '@portal/contracts/core';
import { disposition } from '../documents/service.ts';
import { actorOf } from '../../lib/caller.ts';
import { contractsGate } from '../job/staff.ts';
import { transcriptDocument } from './documents.ts';
import { readTranscript, writeTranscript } from './access.ts';
import { readStartingSpeakers } from './starting-speakers.ts';

const security = [{ bearer: [] }];

/**
 * Transcripts (staff spec section 7), addressed by their MEDIA's id, and with ?kind=notes the
 * media's notes, kept and versioned apart: whoever may read the media's project reads them;
 * admins and super admins write all of them, a typist the range of their assigned or
 * in-progress job, a proofreader the range of a typed job they proofread.
 */
export default async function transcriptRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/v1/transcript/:id', {
    onRequest: [app.authenticate, contractsGate(app)],
    schema: {
      tags: ['transcript'],
      summary:
        "The transcript of the media with this id (the MEDIA's id, not the transcript's), or with kind=notes its notes; typists and proofreaders get the sections of their jobs' ranges. One never saved is empty at version 0 (id and updatedAt 0) for those who write it; a client gets 404 until a saved one is returned to them",
      security,
      ...contracts['GET /v1/transcript/:id'],
    },
    handler: async (request) =>
      readTranscript(app.db, actorOf(request), request.params.id, request.query.kind),
  });

  app.put('/v1/transcript/:id', {
    onRequest: [app.authenticate, contractsGate(app)],
    schema: {
      tags: ['transcript'],
      summary:
        "Save the transcript of the media with this id (the MEDIA's id), or with kind=notes its notes: sections, speakers; a new version each save. Typists and proofreaders send the sections of their jobs' ranges only. Every save names the version the edit is based on (0 before the first; without it, 422); a later save of the same part answers 409 with the current version",
      security,
      ...contracts['PUT /v1/transcript/:id'],
    },
    handler: async (request) =>
      writeTranscript(app.deps, actorOf(request), request.params.id, {
        kind: request.query.kind,
        content: request.body.content,
        base: request.body.version,
        saveSnapshot: request.body.save_snapshot,
        ...(request.body.submit && {
          submit: {
            poorAudioReason: request.body.poor_audio_reason,
            dueToAudioQuality: request.body.due_to_audio_quality,
          },
        }),
        at: app.now(),
      }),
  });

  app.get('/v1/transcript/starting-speakers/:id', {
    onRequest: [app.authenticate, contractsGate(app)],
    schema: {
      tags: ['transcript'],
      summary:
        "The speakers a new transcript of the media with this id (the MEDIA's id) starts with: the meeting's attendees the client gave, name and job title; for whoever may write its transcript",
      security,
      ...contracts['GET /v1/transcript/starting-speakers/:id'],
    },
    handler: async (request) =>
      readStartingSpeakers(app.db, actorOf(request), request.params.id, request.query.kind),
  });

  app.get('/v1/transcript/preview/:id', {
    onRequest: app.authenticate,
    schema: {
      tags: ['documents', 'transcript'],
      summary:
        "The transcript of the media with this id (the MEDIA's id) as a document, shown inline; document_type in any case",
      security,
      ...contracts['GET /v1/transcript/preview/:id'],
    },
    handler: async (request, reply) => {
      const file = await transcriptDocument(
        { db: app.db, storage: app.storage, now: app.now, log: request.log },
        actorOf(request),
        request.params.id,
        {
          kind: 'default',
          documentType: request.query.document_type,
          options: [],
          regenerate: false,
        },
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', disposition('inline', file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  });
}
