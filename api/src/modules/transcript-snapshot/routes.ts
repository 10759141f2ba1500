import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { transcriptSnapshotRoutes as contracts } from '@portal/contracts/transcript-snapshot/routes';
import { actorOf } from '../../lib/caller.ts';
import { contractsGate } from '../job/staff.ts';
import { jobSnapshots, mediaSnapshots, readSnapshot, restoreSnapshot } from './access.ts';

const tags = ['transcript'];
const security = [{ bearer: [] }];

/**
 * Snapshots of transcripts (staff spec section 7 "Snapshots"): copies of a version kept by an
 * editor save (save_snapshot) or by a restore, listed per media, read and restored.
 */
export default async function transcriptSnapshotRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signed = [app.authenticate, contractsGate(app)];

  app.get('/v1/transcript-snapshot/snapshots/:id', {
    onRequest: signed,
    schema: {
      tags,
      summary:
        "The snapshots of the media with this id (the MEDIA's id), newest first, without content: admins, a proofreader with a job on it, and a typist with one (the snapshots they kept)",
      security,
      ...contracts['GET /v1/transcript-snapshot/snapshots/:id'],
    },
    handler: async (request) => ({
      result: await mediaSnapshots(app.db, actorOf(request), request.params.id),
    }),
  });

  app.get('/v1/transcript-snapshot/job-snapshots/:id', {
    onRequest: signed,
    schema: {
      tags,
      summary:
        "What a job's submits kept, without content: type job for its typist's, job_proofread for its proofreader's; for admins and the job's typist or proofreader",
      security,
      ...contracts['GET /v1/transcript-snapshot/job-snapshots/:id'],
    },
    handler: async (request) => ({
      result: await jobSnapshots(app.db, actorOf(request), request.params.id, request.query.type),
    }),
  });

  app.get('/v1/transcript-snapshot/:id', {
    onRequest: signed,
    schema: {
      tags,
      summary:
        'One snapshot with its content; a typist or proofreader sees the sections of their jobs’ ranges',
      security,
      ...contracts['GET /v1/transcript-snapshot/:id'],
    },
    handler: (request) => readSnapshot(app.db, actorOf(request), request.params.id),
  });

  app.put('/v1/transcript-snapshot/restore/:id', {
    onRequest: signed,
    schema: {
      tags,
      summary:
        'Restore a snapshot as the next version of its own media’s transcript, keeping the replaced version as a snapshot; a typist or proofreader restores their writable ranges. media_id, when sent, must be the snapshot’s media',
      security,
      ...contracts['PUT /v1/transcript-snapshot/restore/:id'],
    },
    handler: (request) =>
      restoreSnapshot(app.deps, actorOf(request), request.params.id, {
        mediaId: request.body.media_id,
      }),
  });
}
