import { e2eAccountRequestSchema, e2eAccountSchema, e2eSessionBegunSchema } from './e2e-schema.ts';
import { idParamsSchema } from '../common/params-schema.ts';
import { errorResponses } from '../common/errors-schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/**
 * E2E only (PORTAL_ENV=e2e outside production): fresh accounts for the Playwright journeys, and
 * a booked meeting's start brought to now (a booking needs a day's notice; attending needs it begun).
 */
export const e2eRoutes = defineRoutes({
  'POST /v1/e2e/accounts': {
    body: e2eAccountRequestSchema,
    response: { 200: e2eAccountSchema, ...errorResponses(422) },
  },
  'POST /v1/e2e/live-sessions/:id/begin': {
    params: idParamsSchema,
    response: { 200: e2eSessionBegunSchema, ...errorResponses(404, 422) },
  },
});

export type E2eRoutes = typeof e2eRoutes;
