import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorTexts } from '@portal/contracts';
import { userSchema, userStatisticsSchema } from '@portal/contracts/schemas';
import { errorResponses } from '../../lib/error-responses.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { findUserById, toUser, userStatistics } from './service.ts';

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
    schema: {
      tags: ['user'],
      summary: "The signed-in user's figures",
      security: [{ bearer: [] }],
      response: { 200: userStatisticsSchema, ...errorResponses(401) },
    },
    handler: async (request) => userStatistics(app.db, await currentUser(request), app.now()),
  });
}
