import {
  socialAuthQuerySchema,
  socialCallbackParamsSchema,
  socialCallbackQuerySchema,
} from '../auth/schema.ts';
import { errorResponses } from '../common/errors-schema.ts';
import { z } from 'zod';
import { defineRoutes, nonJsonAnswer } from '../routes/contract.ts';

const htmlPage = (description: string) => nonJsonAnswer('text/html', description);
const failurePage = htmlPage('Posts { type, error } to the opener');

/** Social sign-in: the popup goes to the provider and comes back with a page for the portal. */
export const socialRoutes = defineRoutes({
  // A redirect to the provider; a page where the provider cannot be reached.
  'GET /v1/auth-service/auth': {
    querystring: socialAuthQuerySchema,
    response: {
      302: z.null().describe("A redirect to the provider's sign-in page"),
      502: htmlPage('The provider could not be reached'),
      ...errorResponses(404, 422),
    },
  },
  'GET /v1/auth-service/callback/:provider': {
    params: socialCallbackParamsSchema,
    querystring: socialCallbackQuerySchema,
    response: {
      200: htmlPage('Posts { type, tokens } or { type, secondFactor } to the opener'),
      400: failurePage,
      500: failurePage,
    },
  },
});

export type SocialRoutes = typeof socialRoutes;
