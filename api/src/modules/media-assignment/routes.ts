import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/caller.ts';
import { route } from '../../lib/route.ts';
import { bulkAssign, bulkAssignRows } from './bulk.ts';

const tags = ['media', 'job'];

/**
 * Assigning many media at once (staff spec sections 4 and 7): admins and super admins only.
 * Restricted admins keep the assign grid's single-job assignment (PUT /v1/job/assign/{id}).
 */
export default async function mediaAssignmentRouteModule(app: FastifyInstance) {
  const onRequest = app.authenticate;

  route(app, 'GET /v1/media/assign', {
    tags,
    summary: 'The bulk assign form: these media with their jobs waiting for a typist',
    onRequest,
    handler: async ({ query }) => bulkAssignRows(app.db, query.mediaIds),
  });

  route(app, 'POST /v1/media/assign', {
    tags,
    summary:
      "Assign many media at once: each media's typist takes its waiting jobs, its proofreader its open jobs; each media on its own, answered with its outcome",
    onRequest,
    handler: async ({ body }, request) => bulkAssign(app.deps, actorOf(request), body.items),
  });
}
