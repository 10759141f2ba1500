import type { FastifyInstance } from 'fastify';
import { disposition } from '../documents/service.ts';
import { actorOf } from '../../lib/caller.ts';
import { route } from '../../lib/route.ts';
import type { FinishInput } from '../job/audio.ts';
import { contractsGate } from '../job/staff.ts';
import { transcriptDocument } from './documents.ts';
import { readTranscript, writeChanges, writeTranscript } from './access.ts';
import { readStartingSpeakers } from './starting-speakers.ts';

/** What every save names beside its content: its base version, a snapshot, a submit. */
const saveOptions = (
  body: FinishInput & { version: number; saveSnapshot?: boolean; submit?: boolean },
  at: Date,
) => ({
  base: body.version,
  saveSnapshot: body.saveSnapshot,
  ...(body.submit && {
    submit: { poorAudioReason: body.poorAudioReason, dueToAudioQuality: body.dueToAudioQuality },
  }),
  at,
});

/**
 * Transcripts (staff spec section 7), addressed by their MEDIA's id, and with ?kind=notes the
 * media's notes, kept and versioned apart: whoever may read the media's project reads them;
 * admins and super admins write all of them, a typist the range of their assigned or
 * in-progress job, a proofreader the range of a typed job they proofread.
 */
export default async function transcriptRoutes(app: FastifyInstance) {
  route(app, 'GET /v1/transcript/:id', {
    tags: ['transcript'],
    summary:
      "The transcript of the media with this id (the MEDIA's id, not the transcript's), or with kind=notes its notes; typists and proofreaders get the sections of their jobs' ranges. One never saved is empty at version 0 (id and updatedAt 0) for those who write it; a client gets 404 until a saved one is returned to them",
    onRequest: [app.authenticate, contractsGate(app)],
    handler: async ({ params, query }, request) =>
      readTranscript(app.db, actorOf(request), params.id, query.kind),
  });

  route(app, 'PUT /v1/transcript/:id', {
    tags: ['transcript'],
    summary:
      "Save the transcript of the media with this id (the MEDIA's id), or with kind=notes its notes: sections, speakers; a new version each save. Typists and proofreaders send the sections of their jobs' ranges only. Every save names the version the edit is based on (0 before the first; without it, 422); a later save of the same part answers 409 with the current version",
    onRequest: [app.authenticate, contractsGate(app)],
    handler: async ({ params, query, body }, request) =>
      writeTranscript(app.deps, actorOf(request), params.id, {
        kind: query.kind,
        content: body.content,
        ...saveOptions(body, app.now()),
      }),
  });

  route(app, 'PATCH /v1/transcript/:id', {
    tags: ['transcript'],
    summary:
      "Save what changed in the transcript of the media with this id (the MEDIA's id), or with kind=notes its notes, as a new version: the sections written (new or changed), the ids of those removed, and the speakers list only when it changed. The same rules as PUT: typists and proofreaders write inside their jobs' ranges only, a later save of the same part answers 409 with the current version. Answers the new version and words count, not the content",
    onRequest: [app.authenticate, contractsGate(app)],
    handler: async ({ params, query, body }, request) =>
      writeChanges(app.deps, actorOf(request), params.id, {
        kind: query.kind,
        changes: {
          sections: body.sections,
          removed: body.removedSectionIds,
          speakers: body.speakers,
        },
        ...saveOptions(body, app.now()),
      }),
  });

  route(app, 'GET /v1/transcript/starting-speakers/:id', {
    tags: ['transcript'],
    summary:
      "The speakers a new transcript of the media with this id (the MEDIA's id) starts with: the meeting's attendees the client gave, name and job title; for whoever may write its transcript",
    onRequest: [app.authenticate, contractsGate(app)],
    handler: async ({ params, query }, request) =>
      readStartingSpeakers(app.db, actorOf(request), params.id, query.kind),
  });

  route(app, 'GET /v1/transcript/preview/:id', {
    tags: ['documents', 'transcript'],
    summary:
      "The transcript of the media with this id (the MEDIA's id) as a document, shown inline; document_type in any case",
    onRequest: app.authenticate,
    handler: async ({ params, query }, request, reply) => {
      const file = await transcriptDocument(
        { db: app.db, storage: app.storage, now: app.now, log: request.log },
        actorOf(request),
        params.id,
        {
          kind: 'default',
          documentType: query.documentType,
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
