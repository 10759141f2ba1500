import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/caller.ts';
import { route } from '../../lib/route.ts';
import { splitMedia } from './split.ts';

const tags = ['media', 'job'];

/**
 * Splitting a media into jobs (staff spec sections 3 and 7): admins and super admins only.
 * Restricted admins keep the assign grid's single-job assignment; remaking a media's jobs is not
 * theirs.
 */
export default async function splitRouteModule(app: FastifyInstance) {
  const onRequest = app.authenticate;

  route(app, 'POST /v1/media/assign/:id', {
    tags,
    summary:
      'Split the media into the original and child jobs (range, typist, rate percent, deadline) and name its proofreader: its jobs nobody has started are remade, started ones kept',
    onRequest,
    handler: async ({ params, body }, request) =>
      splitMedia(app.deps, actorOf(request), params.id, body),
  });
}
