import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/caller.ts';
import { route } from '../../lib/route.ts';
import { contractsGate } from '../job/staff.ts';
import { jobSnapshots, mediaSnapshots, readSnapshot, restoreSnapshot } from './access.ts';

const tags = ['transcript'];

/**
 * Snapshots of transcripts (staff spec section 7 "Snapshots"): copies of a version kept by an
 * editor save (save_snapshot) or by a restore, listed per media, read and restored.
 */
export default async function transcriptSnapshotRoutes(app: FastifyInstance) {
  const signed = [app.authenticate, contractsGate(app)];

  route(app, 'GET /v1/transcript-snapshot/snapshots/:id', {
    tags,
    summary:
      "The snapshots of the media with this id (the MEDIA's id), newest first, without content: admins, a proofreader with a job on it, and a typist with one (the snapshots they kept)",
    onRequest: signed,
    handler: async ({ params }, request) => ({
      result: await mediaSnapshots(app.db, actorOf(request), params.id),
    }),
  });

  route(app, 'GET /v1/transcript-snapshot/job-snapshots/:id', {
    tags,
    summary:
      "What a job's submits kept, without content: type job for its typist's, job_proofread for its proofreader's; for admins and the job's typist or proofreader",
    onRequest: signed,
    handler: async ({ params, query }, request) => ({
      result: await jobSnapshots(app.db, actorOf(request), params.id, query.type),
    }),
  });

  route(app, 'GET /v1/transcript-snapshot/:id', {
    tags,
    summary:
      'One snapshot with its content; a typist or proofreader sees the sections of their jobs’ ranges',
    onRequest: signed,
    handler: ({ params }, request) => readSnapshot(app.db, actorOf(request), params.id),
  });

  route(app, 'PUT /v1/transcript-snapshot/restore/:id', {
    tags,
    summary:
      'Restore a snapshot as the next version of its own media’s transcript, keeping the replaced version as a snapshot; a typist or proofreader restores their writable ranges. media_id, when sent, must be the snapshot’s media',
    onRequest: signed,
    handler: ({ params, body }, request) =>
      restoreSnapshot(app.deps, actorOf(request), params.id, {
        mediaId: body.mediaId,
      }),
  });
}
