import { z } from 'zod';
import { idleSignOutSchema, loginResponseSchema, tokenRequestSchema } from './schema.ts';
import { errorResponses, messageSchema } from '../common/errors-schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/** The OAuth 2 token endpoint: password, refresh_token and social_ticket grants. */
export const authRoutes = defineRoutes({
  'POST /v1/oauth2/token': {
    body: tokenRequestSchema,
    response: {
      200: loginResponseSchema,
      // The idle sign-out first: a plain message would match it too and lose its code.
      401: z.union([idleSignOutSchema, messageSchema]),
      ...errorResponses(400, 403, 422, 429),
    },
  },
});

export type AuthRoutes = typeof authRoutes;
