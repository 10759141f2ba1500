import { encapsulated } from '../../lib/encapsulated.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activatorRoutes as routes } from '@portal/contracts/activator/routes';
import { actorOf } from '../../lib/caller.ts';
import { answerAccess, reviewAccessById } from '../project-permission/answers.ts';
import { inviteeOf } from '../invitations/invitations.ts';
import { couponRoutes } from './coupon-routes.ts';
import { answerInvitation, pendingInvitations } from './service.ts';

const security = [{ bearer: [] }];
const tags = ['activator'];

/**
 * The pending invitations page (client spec sections 2, 4 and 7, /v3/pending-invitations): the
 * signed-in user's invitations of every kind, and answering one by id. The list holds ids, not
 * link secrets, so its answers name the kind. A listed project access invitation is also shown
 * and removed (declined) by id.
 */
export default async function activatorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(encapsulated(couponRoutes));
  const { deps } = app;
  const invitee = (request: FastifyRequest) => inviteeOf(app.db, actorOf(request));

  app.get('/v1/activator', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: "The signed-in user's pending invitations, newest first",
      security,
      ...routes['GET /v1/activator'],
    },
    handler: async (request) => {
      const { page, page_size: pageSize } = request.query;
      return pendingInvitations(deps, actorOf(request), page, pageSize);
    },
  });

  for (const [path, answer] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    app.put(`/v1/activator/${path}/:id`, {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: `${answer === 'accepted' ? 'Accept' : 'Decline'} a listed invitation of the given kind`,
        security,
        ...routes[`PUT /v1/activator/${path}/:id`],
      },
      handler: async (request) =>
        answerInvitation(
          deps,
          await invitee(request),
          request.query.kind,
          request.params.id,
          answer,
        ),
    });
  }

  app.get('/v1/activator/project-permission/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'A pending project access invitation of the signed-in user',
      security,
      ...routes['GET /v1/activator/project-permission/:id'],
    },
    handler: async (request) => reviewAccessById(deps, await invitee(request), request.params.id),
  });

  app.delete('/v1/activator/project-permission/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Remove a pending project access invitation from the list: it is declined',
      security,
      ...routes['DELETE /v1/activator/project-permission/:id'],
    },
    handler: async (request, reply) => {
      await answerAccess(deps, await invitee(request), request.params.id, 'declined');
      return reply.code(204).send(null);
    },
  });
}
