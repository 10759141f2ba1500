import { e2eAccountRequestSchema, e2eAccountSchema } from '../schemas/e2e.ts';
import { defineRoutes } from './contract.ts';

/** E2E only (PORTAL_ENV=e2e outside production): fresh accounts for the Playwright journeys. */
export const e2eRoutes = defineRoutes({
  'POST /v1/e2e/accounts': {
    body: e2eAccountRequestSchema,
    response: { 200: e2eAccountSchema },
  },
});

export type E2eRoutes = typeof e2eRoutes;
