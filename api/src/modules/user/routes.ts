import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorTexts } from '@portal/contracts/core';
import { userSchema, userStatisticsSchema, userUpdateSchema } from '@portal/contracts/core';
import { z } from 'zod';
import { errorResponses } from '@portal/contracts/core';
import { ApiError } from '../../lib/http-errors.ts';
import { findUserById, toUser, userStatistics } from './service.ts';
import { updateUser } from './update.ts';

/** The signed-in user's own data. */
export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // A user deleted after signing in holds a token for nobody.
  const currentUser = async (request: FastifyRequest) => {
    const user = request.auth && (await findUserById(app.db, request.auth.userId));
    if (!user) throw new ApiError(401, errorTexts.invalidAccessToken);
    return user;
  };

  app.get('/v1/user/profile', {
    onRequest: app.authenticate,
    config: { allowWithoutTwoFactor: true },
    schema: {
      tags: ['user'],
      summary: 'The signed-in user',
      security: [{ bearer: [] }],
      response: { 200: userSchema, ...errorResponses(401) },
    },
    handler: async (request) => toUser(await currentUser(request)),
  });

  app.get('/v1/user/statistics', {
    onRequest: app.authenticate,
    config: { allowWithoutTwoFactor: true },
    schema: {
      tags: ['user'],
      summary: "The signed-in user's figures",
      security: [{ bearer: [] }],
      response: { 200: userStatisticsSchema, ...errorResponses(401) },
    },
    handler: async (request) => userStatistics(app.db, await currentUser(request), app.now()),
  });

  // Only numeric ids: /v1/user/profile and the other named routes are not users.
  app.put('/v1/user/:id(^\\d+$)', {
    onRequest: app.authenticate,
    config: { allowWithoutTwoFactor: true },
    schema: {
      tags: ['user'],
      summary:
        'Update a user: their own details, password and (clients) cart reminder and currency; an admin a staff member or client',
      security: [{ bearer: [] }],
      params: z.object({ id: z.coerce.number().int().positive() }),
      body: userUpdateSchema,
      response: {
        200: z.object({ isSuccess: z.literal(true), payload: userSchema }),
        ...errorResponses(401, 403, 404, 422),
      },
    },
    handler: async (request) => {
      const actor = request.auth;
      if (!actor) throw new ApiError(401, errorTexts.invalidAccessToken);
      // Own profile is reachable without 2FA; managing others is not.
      if (request.params.id !== actor.userId) await app.ensureTwoFactor(actor);
      const row = await updateUser(app.db, actor, request.params.id, request.body, app.now());
      return { isSuccess: true as const, payload: toUser(row) };
    },
  });
}
