import { errorResponses } from '../common/errors-schema.ts';
import { idParamsSchema } from '../common/params-schema.ts';
import { transcriptSchema } from '../transcript/schema.ts';
import {
  jobSnapshotsQuerySchema,
  restoreSnapshotSchema,
  snapshotListSchema,
  snapshotSchema,
} from './schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/**
 * Snapshots of transcripts (staff spec section 7 "Snapshots"): kept copies of a version, listed
 * per media, read one by one, restored as a new version.
 */
export const transcriptSnapshotRoutes = defineRoutes({
  'GET /v1/transcript-snapshot/snapshots/:id': {
    params: idParamsSchema,
    response: { 200: snapshotListSchema, ...errorResponses(401, 403, 404) },
  },
  'GET /v1/transcript-snapshot/job-snapshots/:id': {
    params: idParamsSchema,
    querystring: jobSnapshotsQuerySchema,
    response: { 200: snapshotListSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'GET /v1/transcript-snapshot/:id': {
    params: idParamsSchema,
    response: { 200: snapshotSchema, ...errorResponses(401, 403, 404) },
  },
  'PUT /v1/transcript-snapshot/restore/:id': {
    params: idParamsSchema,
    body: restoreSnapshotSchema,
    response: { 200: transcriptSchema, ...errorResponses(401, 403, 404, 422) },
  },
});
