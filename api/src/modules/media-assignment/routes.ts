import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mediaAssignmentRoutes } from '@portal/contracts/media-assignment/routes';
import { splitRoutes } from '@portal/contracts/split/routes';
import { actorOf } from '../../lib/caller.ts';
import { bulkAssign, bulkAssignRows } from './bulk.ts';
import { splitMedia } from './split.ts';

const contracts = { ...mediaAssignmentRoutes, ...splitRoutes };
const tags = ['media', 'job'];
const security = [{ bearer: [] }];

/**
 * Splitting media into jobs and assigning them (staff spec sections 3, 4 and 7): admins and super
 * admins only. Restricted admins keep the assign grid's single-job assignment (PUT
 * /v1/job/assign/{id}); remaking a media's jobs and assigning many media at once are not theirs.
 */
export default async function mediaAssignmentRouteModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = (summary: string) => ({ tags, summary, security });

  app.post('/v1/media/assign/:id', {
    onRequest: app.authenticate,
    schema: {
      ...schema(
        'Split the media into the original and child jobs (range, typist, rate percent, deadline) and name its proofreader: its jobs nobody has started are remade, started ones kept',
      ),
      ...contracts['POST /v1/media/assign/:id'],
    },
    handler: async (request) =>
      splitMedia(app.deps, actorOf(request), request.params.id, request.body),
  });

  app.get('/v1/media/assign', {
    onRequest: app.authenticate,
    schema: {
      ...schema('The bulk assign form: these media with their jobs waiting for a typist'),
      ...contracts['GET /v1/media/assign'],
    },
    handler: async (request) => bulkAssignRows(app.db, request.query.media_ids),
  });

  app.post('/v1/media/assign', {
    onRequest: app.authenticate,
    schema: {
      ...schema(
        "Assign many media at once: each media's typist takes its waiting jobs, its proofreader its open jobs; each media on its own, answered with its outcome",
      ),
      ...contracts['POST /v1/media/assign'],
    },
    handler: async (request) => bulkAssign(app.deps, actorOf(request), request.body.items),
  });
}
