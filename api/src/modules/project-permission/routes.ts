import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../lib/caller.ts';
import { route } from '../../lib/route.ts';
import { inviteeOf } from '../invitations/invitations.ts';
import { answerAccess } from './answers.ts';
import { changeShare, listShares, revokeShare, shareProject } from './service.ts';

const tags = ['project-permission'];

/**
 * Project sharing (client spec sections 4, 6 and 7): who has access to a project, inviting by
 * email, changing and revoking access; and the invited user's accept and decline (the link's
 * review is the project module's, the pending list's the activator's).
 */
export default async function projectPermissionRoutes(app: FastifyInstance) {
  const { deps } = app;
  const invitee = (request: FastifyRequest) => inviteeOf(app.db, actorOf(request));
  const onRequest = app.authenticate;

  route(app, 'GET /v1/project-permission', {
    tags,
    summary: 'Who a project is shared with or invited to (for those who manage it)',
    onRequest,
    handler: ({ query }, request) => listShares(app.db, actorOf(request), query.projectId),
  });

  route(app, 'POST /v1/project-permission', {
    tags,
    summary: 'Share a project: the invitation goes to the email by mail',
    onRequest,
    handler: ({ body }, request) => shareProject(deps, actorOf(request), body),
  });

  route(app, 'PUT /v1/project-permission/:id', {
    tags,
    summary: 'Change the access level of a share (a pending invitation is sent again)',
    onRequest,
    handler: ({ params, body }, request) =>
      changeShare(deps, actorOf(request), params.id, body.permission),
  });

  route(app, 'DELETE /v1/project-permission/:id', {
    tags,
    summary: 'Revoke an access, or withdraw a pending invitation',
    onRequest,
    handler: async ({ params }, request, reply) => {
      await revokeShare(app.db, actorOf(request), params.id);
      return reply.code(204).send(null);
    },
  });

  for (const [path, answer] of [
    ['accept-invitation', 'accepted'],
    ['decline-invitation', 'declined'],
  ] as const) {
    route(app, `PUT /v1/project-permission/${path}/:id`, {
      tags,
      summary: `The invited user ${answer === 'accepted' ? 'accepts' : 'declines'} a project access invitation`,
      onRequest,
      handler: async ({ params }, request) =>
        answerAccess(deps, await invitee(request), params.id, answer),
    });
  }
}
