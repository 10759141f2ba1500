import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/caller.ts';
import { route } from '../../lib/route.ts';
import {
  createAdHocCharge,
  deleteAdHocCharge,
  listAdHocCharges,
  updateAdHocCharge,
} from './service.ts';

const tags = ['ad-hoc-charge'];

/**
 * Ad-hoc charges (staff spec section 7), admins' and super admins' only (section 6; restricted
 * admins' menu has no money). Also serves POST /v1/project/remove-adhoc/{id}: the project module
 * reads the charges for its cost breakdown, so this module stays above it.
 */
export default async function adHocChargeRoutesPlugin(app: FastifyInstance) {
  const { db } = app;
  const onRequest = app.authenticate;

  route(app, 'GET /v1/ad-hoc-charge', {
    tags,
    summary: 'A page of ad-hoc charges, the newest first',
    onRequest,
    handler: ({ query }) => listAdHocCharges(db, query),
  });

  route(app, 'POST /v1/ad-hoc-charge', {
    tags,
    summary: "Add a charge to a project's cost, or pay a typist for a job",
    onRequest,
    handler: ({ body }, request) => createAdHocCharge(db, actorOf(request), body, app.now()),
  });

  route(app, 'PUT /v1/ad-hoc-charge/:id', {
    tags,
    summary: 'Change a charge that is on no invoice',
    onRequest,
    handler: ({ params, body }) => updateAdHocCharge(db, params.id, body, app.now()),
  });

  route(app, 'DELETE /v1/ad-hoc-charge/:id', {
    tags,
    summary: 'Remove a charge that is on no invoice',
    onRequest,
    handler: async ({ params }, _request, reply) => {
      await deleteAdHocCharge(db, params.id);
      return reply.code(204).send(null);
    },
  });

  route(app, 'POST /v1/project/remove-adhoc/:id', {
    tags: ['project'],
    summary: "Remove a client's charge from its project's cost",
    onRequest,
    handler: async ({ params }, _request, reply) => {
      await deleteAdHocCharge(db, params.id, 'client');
      return reply.code(204).send(null);
    },
  });
}
