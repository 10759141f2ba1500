import { z } from 'zod';
import { errorResponses } from '../schemas/errors.ts';
import { jobSchema } from '../schemas/job.ts';
import {
  bulkAssignQuerySchema,
  bulkAssignResultSchema,
  bulkAssignRowsSchema,
  bulkAssignSchema,
  splitConflictSchema,
  splitMediaSchema,
} from '../schemas/media-assignment.ts';
import { idParamsSchema } from '../schemas/params.ts';
import { defineRoutes } from './contract.ts';

/**
 * Splitting a media into jobs and assigning them (staff spec section 7, Media staff calls), for
 * admins and super admins: the part of /v1/media the assign grid's split and bulk forms call.
 */
export const mediaAssignmentRoutes = defineRoutes({
  'POST /v1/media/assign/:id': {
    params: idParamsSchema,
    body: splitMediaSchema,
    response: {
      200: z.array(jobSchema),
      409: splitConflictSchema,
      ...errorResponses(401, 403, 404, 422),
    },
  },
  'GET /v1/media/assign': {
    querystring: bulkAssignQuerySchema,
    response: { 200: bulkAssignRowsSchema, ...errorResponses(401, 403, 422) },
  },
  'POST /v1/media/assign': {
    body: bulkAssignSchema,
    response: { 200: bulkAssignResultSchema, ...errorResponses(401, 403, 422) },
  },
});
