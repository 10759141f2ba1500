import { errorResponses } from '../common/errors-schema.ts';
import { typistActivityInputSchema, typistActivitySchema } from './schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/** Active editing time per job (staff spec section 7), for the activity reports. */
export const typistActivityRoutes = defineRoutes({
  'POST /v1/typist-activity': {
    body: typistActivityInputSchema,
    response: { 200: typistActivitySchema, ...errorResponses(401, 403, 404, 409, 422) },
  },
});
