import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { typistActivityRoutes as contracts } from '@portal/contracts/typist-activity/routes';
import { actorOf } from '../../lib/caller.ts';
import { jobWork } from '../job/staff.ts';
import { recordActivity } from './service.ts';

/** Active editing time per job (staff spec section 7), reported by the editor as it is used. */
export default async function typistActivityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/v1/typist-activity', {
    onRequest: jobWork(app),
    schema: {
      tags: ['typist activity'],
      summary:
        "Add seconds of active editing on an open job the caller types or proofreads to their day's time on it (UK day), no more than the time since their previous report",
      security: [{ bearer: [] }],
      ...contracts['POST /v1/typist-activity'],
    },
    handler: (request) =>
      recordActivity(
        app.db,
        actorOf(request),
        { jobId: request.body.job_id, seconds: request.body.seconds },
        app.now(),
      ),
  });
}
