import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/caller.ts';
import { route } from '../../lib/route.ts';
import { jobWork } from '../job/staff.ts';
import { recordActivity } from './service.ts';

/** Active editing time per job (staff spec section 7), reported by the editor as it is used. */
export default async function typistActivityRoutes(app: FastifyInstance) {
  route(app, 'POST /v1/typist-activity', {
    tags: ['typist activity'],
    summary:
      "Add seconds of active editing on an open job the caller types or proofreads to their day's time on it (UK day), no more than the time since their previous report",
    onRequest: jobWork(app),
    handler: ({ body }, request) => recordActivity(app.db, actorOf(request), body, app.now()),
  });
}
