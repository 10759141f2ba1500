import { errorResponses } from '../common/errors-schema.ts';
import {
  ownSecurityRequirementsSchema,
  securityRequirementsSchema,
  securityRequirementsSubmissionSchema,
} from '../staff-contracts/schema.ts';
import { defineRoutes } from './contract.ts';

/** The IT security form typists and proofreaders submit before working (staff spec section 7). */
export const securityRequirementsRoutes = defineRoutes({
  'GET /v1/security-requirements/get-own': {
    response: { 200: ownSecurityRequirementsSchema, ...errorResponses(401, 403) },
  },
  'POST /v1/security-requirements': {
    body: securityRequirementsSchema,
    response: {
      200: securityRequirementsSubmissionSchema,
      ...errorResponses(401, 403, 422),
    },
  },
});

export type SecurityRequirementsRoutes = typeof securityRequirementsRoutes;
