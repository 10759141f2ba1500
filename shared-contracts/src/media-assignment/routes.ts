import { errorResponses } from '../common/errors-schema.ts';
import {
  bulkAssignQuerySchema,
  bulkAssignResultSchema,
  bulkAssignRowsSchema,
  bulkAssignSchema,
} from './schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/**
 * Assigning many media at once (staff spec sections 4 and 7, Media staff calls), for admins and
 * super admins: the part of /v1/media the assign grid's bulk form calls.
 */
export const mediaAssignmentRoutes = defineRoutes({
  'GET /v1/media/assign': {
    querystring: bulkAssignQuerySchema,
    response: { 200: bulkAssignRowsSchema, ...errorResponses(401, 403, 422) },
  },
  'POST /v1/media/assign': {
    body: bulkAssignSchema,
    response: { 200: bulkAssignResultSchema, ...errorResponses(401, 403, 422) },
  },
});
