import { z } from 'zod';
import { errorResponses } from '../common/errors-schema.ts';
import { jobSchema } from '../job/schema.ts';
import { idParamsSchema } from '../common/params-schema.ts';
import { splitConflictSchema, splitMediaSchema } from './schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/**
 * Splitting a media into jobs (staff spec sections 3 and 7, Media staff calls), for admins and
 * super admins: the part of /v1/media the assign grid's split-job form calls.
 */
export const splitRoutes = defineRoutes({
  'POST /v1/media/assign/:id': {
    params: idParamsSchema,
    body: splitMediaSchema,
    response: {
      200: z.array(jobSchema),
      409: splitConflictSchema,
      ...errorResponses(401, 403, 404, 422),
    },
  },
});
