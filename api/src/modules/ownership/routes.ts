import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@portal/contracts/core';
import { inviteeOf } from '../invitations/invitations.ts';
import { actorOf } from '../project/caller.ts';
import {
  hashParams,
  idParams,
  invitationOutcomeSchema,
  invitationReviewSchema,
  invitationViewSchema,
  invitedEmail,
} from '../project-permission/schemas.ts';
import { createOwnershipService } from './service.ts';

const security = [{ bearer: [] }];
const tags = ['project-permission'];

/**
 * Project ownership transfer (client spec sections 4 and 7): the offer, and the invited client's
 * review, accept and decline through the mail's link (GET, as the spec names them).
 */
export default async function ownershipRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createOwnershipService({
    db: app.db,
    mailer: app.mailer,
    now: app.now,
    portalUrl: app.config.portalUrl,
  });
  const invitee = (request: FastifyRequest) => inviteeOf(app.db, actorOf(request));

  app.post('/v1/project/transfer-ownership/:id', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Offer the project to another client; the offer goes to the email by mail',
      security,
      params: idParams,
      body: z.object({ email: invitedEmail }),
      response: { 200: invitationViewSchema, ...errorResponses(401, 403, 404, 422) },
    },
    handler: (request) => service.offer(actorOf(request), request.params.id, request.body.email),
  });

  app.get('/v1/project/review-ownership/:hash', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'What an ownership offer link offers, for the invited client only',
      security,
      params: hashParams,
      response: { 200: invitationReviewSchema, ...errorResponses(401, 404, 422) },
    },
    handler: async (request) => service.reviewByLink(await invitee(request), request.params.hash),
  });

  for (const [path, answer] of [
    ['accept-ownership', 'accepted'],
    ['decline-ownership', 'declined'],
  ] as const) {
    app.get(`/v1/project/${path}/:hash`, {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: `The invited client ${answer === 'accepted' ? 'accepts' : 'declines'} the ownership offer`,
        security,
        params: hashParams,
        response: { 200: invitationOutcomeSchema, ...errorResponses(401, 404, 422) },
      },
      handler: async (request) =>
        service.answerByLink(await invitee(request), request.params.hash, answer),
    });
  }
}
