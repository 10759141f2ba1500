import { loginResponseSchema, tokenRequestSchema } from '../schemas/auth.ts';
import { errorResponses } from '../schemas/errors.ts';
import { defineRoutes } from './contract.ts';

/** The OAuth 2 token endpoint: password, refresh_token and social_ticket grants. */
export const authRoutes = defineRoutes({
  'POST /v1/oauth2/token': {
    body: tokenRequestSchema,
    response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 422, 429) },
  },
});

export type AuthRoutes = typeof authRoutes;
