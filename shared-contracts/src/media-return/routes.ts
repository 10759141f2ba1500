import { z } from 'zod';
import { errorResponses } from '../common/errors-schema.ts';
import { jobSchema } from '../job/schema.ts';
import {
  mediaHistorySchema,
  mediaStandingListSchema,
  reNotifySchema,
  returnMediaSchema,
} from './schema.ts';
import { idParamsSchema } from '../common/params-schema.ts';
import { snapshotListSchema } from '../transcript-snapshot/schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/**
 * Finishing the line (staff spec sections 4 and 7, Media): the split jobs' transcripts merged,
 * the media returned to the client and the client mailed again, the snapshots to restore, and
 * the media's history of staff actions. The staff's on hold, cancel and return notes are edits
 * of PUT /v1/media/{id} (media.ts).
 */
export const mediaReturnRoutes = defineRoutes({
  'PUT /v1/media/merge-transcripts/:id': {
    params: idParamsSchema,
    response: { 200: z.array(jobSchema), ...errorResponses(401, 403, 404, 409, 422) },
  },
  'PUT /v1/media/return': {
    body: returnMediaSchema,
    response: { 200: mediaStandingListSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
  },
  'PUT /v1/media/re-notify': {
    body: reNotifySchema,
    response: { 200: mediaStandingListSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
  },
  'GET /v1/media/restore-snapshots/:id': {
    params: idParamsSchema,
    response: { 200: snapshotListSchema, ...errorResponses(401, 403, 404) },
  },
  'GET /v1/media/history/:id': {
    params: idParamsSchema,
    response: { 200: mediaHistorySchema, ...errorResponses(401, 403, 404) },
  },
});
