import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@portal/contracts/core';
import { createAccessAnswers } from './answers.ts';
import { inviteeOf } from '../invitations/invitations.ts';
import { actorOf } from '../project/caller.ts';
import {
  hashParams,
  id,
  idParams,
  invitationOutcomeSchema,
  invitationReviewSchema,
  invitedEmail,
  permission,
  projectShareSchema,
} from './schemas.ts';
import { createSharingService } from './service.ts';

const security = [{ bearer: [] }];
const tags = ['project-permission'];

/**
 * Project sharing (client spec sections 4, 6 and 7): who has access to a project, inviting by
 * email, changing and revoking access; and the invited user's review, accept and decline.
 */
export default async function projectPermissionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sharing = createSharingService({
    db: app.db,
    mailer: app.mailer,
    now: app.now,
    portalUrl: app.config.portalUrl,
  });
  const answers = createAccessAnswers({ db: app.db, now: app.now });
  const invitee = (request: FastifyRequest) => inviteeOf(app.db, actorOf(request));

  app.get('/v1/project-permission', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Who a project is shared with or invited to (for those who manage it)',
      security,
      querystring: z.object({ project_id: id }),
      response: { 200: z.array(projectShareSchema), ...errorResponses(401, 403, 404, 422) },
    },
    handler: (request) => sharing.list(actorOf(request), request.query.project_id),
  });

  app.post('/v1/project-permission', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Share a project: the invitation goes to the email by mail',
      security,
      body: z.object({ project_id: id, email: invitedEmail, permission }),
      response: { 200: projectShareSchema, ...errorResponses(401, 403, 404, 422) },
    },
    handler: (request) => {
      const { project_id: projectId, email, permission: level } = request.body;
      return sharing.share(actorOf(request), { projectId, email, permission: level });
    },
  });

  app.put('/v1/project-permission/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Change the access level of a share (a pending invitation is sent again)',
      security,
      params: idParams,
      body: z.object({ permission }),
      response: { 200: projectShareSchema, ...errorResponses(401, 404, 422) },
    },
    handler: (request) =>
      sharing.change(actorOf(request), request.params.id, request.body.permission),
  });

  app.delete('/v1/project-permission/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Revoke an access, or withdraw a pending invitation',
      security,
      params: idParams,
      response: { 204: z.null(), ...errorResponses(401, 404, 422) },
    },
    handler: async (request, reply) => {
      await sharing.revoke(actorOf(request), request.params.id);
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
        params: idParams,
        response: { 200: invitationOutcomeSchema, ...errorResponses(401, 404, 422) },
      },
      handler: async (request) => answers.answer(await invitee(request), request.params.id, answer),
    });
  }

  app.get('/v1/project/review-permission/:hash', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'What an invitation link offers, for the invited user only',
      security,
      params: hashParams,
      response: { 200: invitationReviewSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => answers.reviewByLink(await invitee(request), request.params.hash),
  });

  app.get('/v1/activator/project-permission/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'A pending project access invitation of the signed-in user',
      security,
      params: idParams,
      response: { 200: invitationReviewSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => answers.reviewById(await invitee(request), request.params.id),
  });

  app.delete('/v1/activator/project-permission/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Remove a pending project access invitation from the list: it is declined',
      security,
      params: idParams,
      response: { 204: z.null(), ...errorResponses(401, 404, 422) },
    },
    handler: async (request, reply) => {
      await answers.answer(await invitee(request), request.params.id, 'declined');
      return reply.code(204).send(null);
    },
  });
}
