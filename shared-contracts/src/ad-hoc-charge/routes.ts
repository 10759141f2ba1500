import { z } from 'zod';
import {
  adHocChargeCreateSchema,
  adHocChargeListQuerySchema,
  adHocChargePageSchema,
  adHocChargeSchema,
  adHocChargeUpdateSchema,
} from './schema.ts';
import { errorResponses } from '../common/errors-schema.ts';
import { idParamsSchema } from '../common/params-schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/**
 * Ad-hoc charges (staff spec section 7), admins' and super admins' only. Removing a client's
 * charge from its project, POST /v1/project/remove-adhoc/{id}, is in the project table.
 */
export const adHocChargeRoutes = defineRoutes({
  'GET /v1/ad-hoc-charge': {
    querystring: adHocChargeListQuerySchema,
    response: { 200: adHocChargePageSchema, ...errorResponses(401, 403, 422) },
  },
  'POST /v1/ad-hoc-charge': {
    body: adHocChargeCreateSchema,
    response: { 200: adHocChargeSchema, ...errorResponses(401, 403, 422) },
  },
  'PUT /v1/ad-hoc-charge/:id': {
    params: idParamsSchema,
    body: adHocChargeUpdateSchema,
    response: { 200: adHocChargeSchema, ...errorResponses(401, 403, 404, 409, 422) },
  },
  'DELETE /v1/ad-hoc-charge/:id': {
    params: idParamsSchema,
    response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
  },
});
