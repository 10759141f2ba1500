import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mediaReturnRoutes as contracts } from '@portal/contracts/media-return/routes';
import { actorOf } from '../../lib/caller.ts';
import { snapshotsOf } from '../transcript/snapshots.ts';
import { mediaHistory } from './history.ts';
import { mergeMediaTranscripts } from './merge.ts';
import { reNotify, returnMedia } from './return.ts';
import { findMedia } from './standing.ts';

const tags = ['media', 'job'];
const security = [{ bearer: [] }];

/**
 * Finishing the line (staff spec sections 4 and 7): merging, returning to the client and
 * re-notifying are the admins' and super admins' (restricted admins run assignment, not what
 * reaches the client), as are the snapshots to restore (the media-snapshots screen is not
 * theirs); the history every admin who works the grid reads.
 */
export default async function mediaReturnRouteModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = (summary: string) => ({ tags, summary, security });

  app.put('/v1/media/merge-transcripts/:id', {
    onRequest: app.authenticate,
    schema: {
      ...schema(
        "Make the finished split jobs' parts one transcript in range order: the jobs merged, the media Merged",
      ),
      ...contracts['PUT /v1/media/merge-transcripts/:id'],
    },
    handler: async (request) =>
      mergeMediaTranscripts(app.deps, actorOf(request), request.params.id),
  });

  app.put('/v1/media/return', {
    onRequest: app.authenticate,
    schema: {
      ...schema(
        'Return media to their clients, who are mailed and may download; force returns media with unfinished jobs',
      ),
      ...contracts['PUT /v1/media/return'],
    },
    handler: async (request) => ({
      result: await returnMedia(app.deps, actorOf(request), request.body),
    }),
  });

  app.put('/v1/media/re-notify', {
    onRequest: app.authenticate,
    schema: {
      ...schema('Mail the clients of returned media again that their transcript is ready'),
      ...contracts['PUT /v1/media/re-notify'],
    },
    handler: async (request) => ({
      result: await reNotify(app.deps, actorOf(request), request.body.ids),
    }),
  });

  app.get('/v1/media/restore-snapshots/:id', {
    onRequest: app.authenticate,
    schema: {
      ...schema(
        "The snapshots of the media's transcript and notes an admin may restore, newest first, without content",
      ),
      ...contracts['GET /v1/media/restore-snapshots/:id'],
    },
    handler: async (request) => {
      await findMedia(app.db, request.params.id);
      return { result: await snapshotsOf(app.db, request.params.id) };
    },
  });

  app.get('/v1/media/history/:id', {
    onRequest: app.authenticate,
    schema: {
      ...schema('Every staff action on the media and its jobs: who, what, when, before and after'),
      ...contracts['GET /v1/media/history/:id'],
    },
    handler: async (request) => ({ result: await mediaHistory(app.db, request.params.id) }),
  });
}
