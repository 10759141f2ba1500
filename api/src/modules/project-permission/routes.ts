import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { projectPermissionRoutes as routes } from '@portal/contracts/project-permission/routes';
import { actorOf } from '../../lib/caller.ts';
import { inviteeOf } from '../invitations/invitations.ts';
import { answerAccess } from './answers.ts';
import { changeShare, listShares, revokeShare, shareProject } from './service.ts';

const security = [{ bearer: [] }];
const tags = ['project-permission'];

/**
 * Project sharing (client spec sections 4, 6 and 7): who has access to a project, inviting by
 * email, changing and revoking access; and the invited user's accept and decline (the link's
 * review is the project module's, the pending list's the activator's).
 */
export default async function projectPermissionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const invitee = (request: FastifyRequest) => inviteeOf(app.db, actorOf(request));

  app.get('/v1/project-permission', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Who a project is shared with or invited to (for those who manage it)',
      security,
      ...routes['GET /v1/project-permission'],
    },
    handler: (request) => listShares(app.db, actorOf(request), request.query.project_id),
  });

  app.post('/v1/project-permission', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Share a project: the invitation goes to the email by mail',
      security,
      ...routes['POST /v1/project-permission'],
    },
    handler: (request) => {
      const { project_id: projectId, email, permission: level } = request.body;
      return shareProject(deps, actorOf(request), { projectId, email, permission: level });
    },
  });

  app.put('/v1/project-permission/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Change the access level of a share (a pending invitation is sent again)',
      security,
      ...routes['PUT /v1/project-permission/:id'],
    },
    handler: (request) =>
      changeShare(deps, actorOf(request), request.params.id, request.body.permission),
  });

  app.delete('/v1/project-permission/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Revoke an access, or withdraw a pending invitation',
      security,
      ...routes['DELETE /v1/project-permission/:id'],
    },
    handler: async (request, reply) => {
      await revokeShare(app.db, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  for (const [path, answer] of [
    ['accept-invitation', 'accepted'],
    ['decline-invitation', 'declined'],
  ] as const) {
    app.put(`/v1/project-permission/${path}/:id`, {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: `The invited user ${answer === 'accepted' ? 'accepts' : 'declines'} a project access invitation`,
        security,
        ...routes[`PUT /v1/project-permission/${path}/:id`],
      },
      handler: async (request) =>
        answerAccess(deps, await invitee(request), request.params.id, answer),
    });
  }
}
