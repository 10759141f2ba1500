import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/caller.ts';
import { route } from '../../lib/route.ts';
import { snapshotsOf } from '../transcript/snapshots.ts';
import { mediaHistory } from './history.ts';
import { mergeMediaTranscripts } from './merge.ts';
import { reNotify, returnMedia } from './return.ts';
import { findMedia } from './standing.ts';

const tags = ['media', 'job'];

/**
 * Finishing the line (staff spec sections 4 and 7): merging, returning to the client and
 * re-notifying are the admins' and super admins' (restricted admins run assignment, not what
 * reaches the client), as are the snapshots to restore (the media-snapshots screen is not
 * theirs); the history every admin who works the grid reads.
 */
export default async function mediaReturnRouteModule(app: FastifyInstance) {
  const onRequest = app.authenticate;

  route(app, 'PUT /v1/media/merge-transcripts/:id', {
    tags,
    summary:
      "Make the finished split jobs' parts one transcript in range order: the jobs merged, the media Merged",
    onRequest,
    handler: async ({ params }, request) =>
      mergeMediaTranscripts(app.deps, actorOf(request), params.id),
  });

  route(app, 'PUT /v1/media/return', {
    tags,
    summary:
      'Return media to their clients, who are mailed and may download; force returns media with unfinished jobs',
    onRequest,
    handler: async ({ body }, request) => ({
      result: await returnMedia(app.deps, actorOf(request), body),
    }),
  });

  route(app, 'PUT /v1/media/re-notify', {
    tags,
    summary: 'Mail the clients of returned media again that their transcript is ready',
    onRequest,
    handler: async ({ body }, request) => ({
      result: await reNotify(app.deps, actorOf(request), body.ids),
    }),
  });

  route(app, 'GET /v1/media/restore-snapshots/:id', {
    tags,
    summary:
      "The snapshots of the media's transcript and notes an admin may restore, newest first, without content",
    onRequest,
    handler: async ({ params }) => {
      await findMedia(app.db, params.id);
      return { result: await snapshotsOf(app.db, params.id) };
    },
  });

  route(app, 'GET /v1/media/history/:id', {
    tags,
    summary: 'Every staff action on the media and its jobs: who, what, when, before and after',
    onRequest,
    handler: async ({ params }) => ({ result: await mediaHistory(app.db, params.id) }),
  });
}
