import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../lib/caller.ts';
import { route } from '../../lib/route.ts';
import { answerAccess, reviewAccessById } from '../project-permission/answers.ts';
import { inviteeOf } from '../invitations/invitations.ts';
import { answerInvitation, pendingInvitations } from './service.ts';

const tags = ['activator'];

/**
 * The pending invitations page (client spec sections 2, 4 and 7, /v3/pending-invitations): the
 * signed-in user's invitations of every kind, and answering one by id. The list holds ids, not
 * link secrets, so its answers name the kind. A listed project access invitation is also shown
 * and removed (declined) by id.
 */
export default async function activatorRoutes(app: FastifyInstance) {
  const { deps } = app;
  const onRequest = app.authenticate;
  const invitee = (request: FastifyRequest) => inviteeOf(app.db, actorOf(request));

  route(app, 'GET /v1/activator', {
    tags,
    summary: "The signed-in user's pending invitations, newest first",
    onRequest,
    handler: async ({ query: { page, pageSize } }, request) =>
      pendingInvitations(deps, actorOf(request), page, pageSize),
  });

  for (const [path, answer] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    route(app, `PUT /v1/activator/${path}/:id`, {
      tags,
      summary: `${answer === 'accepted' ? 'Accept' : 'Decline'} a listed invitation of the given kind`,
      onRequest,
      handler: async ({ params, query }, request) =>
        answerInvitation(deps, await invitee(request), query.kind, params.id, answer),
    });
  }

  route(app, 'GET /v1/activator/project-permission/:id', {
    tags,
    summary: 'A pending project access invitation of the signed-in user',
    onRequest,
    handler: async ({ params }, request) =>
      reviewAccessById(deps, await invitee(request), params.id),
  });

  route(app, 'DELETE /v1/activator/project-permission/:id', {
    tags,
    summary: 'Remove a pending project access invitation from the list: it is declined',
    onRequest,
    handler: async ({ params }, request, reply) => {
      await answerAccess(deps, await invitee(request), params.id, 'declined');
      return reply.code(204).send(null);
    },
  });
}
