import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role } from '@portal/contracts/core';
import { errorResponses } from '@portal/contracts/core';
import { createOwnershipService } from '../ownership/service.ts';
import { findUserById } from '../user/service.ts';
import { createAccessAnswers } from '../project-permission/answers.ts';
import { inviteeOf } from '../invitations/invitations.ts';
import { actorOf } from '../project/caller.ts';
import {
  idParams,
  invitationOutcomeSchema,
  invitationViewSchema,
} from '../project-permission/schemas.ts';
import { createActivatorService, listedKinds } from './service.ts';

const security = [{ bearer: [] }];
const tags = ['activator'];

/** Client spec section 9: invitations page 1, size 50. */
const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 100;

/**
 * The pending invitations page (client spec sections 2, 4 and 7, /v3/pending-invitations): the
 * signed-in user's invitations of every kind, and answering one by id. The list holds ids, not
 * link secrets, so its answers name the kind.
 */
export default async function activatorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, now: app.now };
  const service = createActivatorService({
    ...deps,
    access: createAccessAnswers(deps),
    ownership: createOwnershipService({
      ...deps,
      mailer: app.mailer,
      portalUrl: app.config.portalUrl,
    }),
  });
  const invitee = (request: FastifyRequest) => inviteeOf(app.db, actorOf(request));

  app.get('/v1/activator', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: "The signed-in user's pending invitations, newest first",
      security,
      querystring: z.object({
        page: z.coerce.number().int().positive().max(1_000_000).default(1),
        page_size: z.coerce.number().int().positive().max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
      }),
      response: {
        200: z.object({ result: z.array(invitationViewSchema), total: z.number().int() }),
        ...errorResponses(401, 403, 422),
      },
    },
    handler: async (request) => {
      const { page, page_size: pageSize } = request.query;
      // Only clients are invited (to projects and companies): anyone else has none.
      const user = await findUserById(app.db, actorOf(request).userId);
      if (user?.role !== Role.CLIENT) return { result: [], total: 0 };
      return service.list({ userId: user.id, email: user.email }, page, pageSize);
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
        params: idParams,
        querystring: z.object({ kind: z.enum(listedKinds) }),
        response: { 200: invitationOutcomeSchema, ...errorResponses(401, 403, 404, 422) },
      },
      handler: async (request) =>
        service.answer(await invitee(request), request.query.kind, request.params.id, answer),
    });
  }
}
