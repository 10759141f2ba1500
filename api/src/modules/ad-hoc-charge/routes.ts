import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adHocChargeRoutes as routes } from '@portal/contracts/ad-hoc-charge/routes';
import { projectRoutes } from '@portal/contracts/project/routes';
import { actorOf } from '../../lib/caller.ts';
import {
  createAdHocCharge,
  deleteAdHocCharge,
  listAdHocCharges,
  updateAdHocCharge,
} from './service.ts';

const tags = ['ad-hoc-charge'];
const security = [{ bearer: [] }];

/**
 * Ad-hoc charges (staff spec section 7), admins' and super admins' only (section 6; restricted
 * admins' menu has no money). Also serves POST /v1/project/remove-adhoc/{id}: the project module
 * reads the charges for its cost breakdown, so this module stays above it.
 */
export default async function adHocChargeRoutesPlugin(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get('/v1/ad-hoc-charge', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'A page of ad-hoc charges, the newest first',
      security,
      ...routes['GET /v1/ad-hoc-charge'],
    },
    handler: (request) => listAdHocCharges(db, request.query),
  });

  app.post('/v1/ad-hoc-charge', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: "Add a charge to a project's cost, or pay a typist for a job",
      security,
      ...routes['POST /v1/ad-hoc-charge'],
    },
    handler: (request) => createAdHocCharge(db, actorOf(request), request.body, app.now()),
  });

  app.put('/v1/ad-hoc-charge/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Change a charge that is on no invoice',
      security,
      ...routes['PUT /v1/ad-hoc-charge/:id'],
    },
    handler: (request) => updateAdHocCharge(db, request.params.id, request.body, app.now()),
  });

  app.delete('/v1/ad-hoc-charge/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Remove a charge that is on no invoice',
      security,
      ...routes['DELETE /v1/ad-hoc-charge/:id'],
    },
    handler: async (request, reply) => {
      await deleteAdHocCharge(db, request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.post('/v1/project/remove-adhoc/:id', {
    onRequest: app.authenticate,
    schema: {
      tags: ['project'],
      summary: "Remove a client's charge from its project's cost",
      security,
      ...projectRoutes['POST /v1/project/remove-adhoc/:id'],
    },
    handler: async (request, reply) => {
      await deleteAdHocCharge(db, request.params.id, 'client');
      return reply.code(204).send(null);
    },
  });
}
