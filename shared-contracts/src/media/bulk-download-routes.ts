import { bulkDownloadSchema, fileBytesSchema } from '../documents/schema.ts';
import { errorResponses } from '../common/errors-schema.ts';
import { idParamsSchema } from '../common/params-schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/**
 * A project's transcripts zip made in the background (the 202 of GET
 * /v1/project/download-product/{id}): how far it is, then its file. Only whoever asked for it
 * sees it, while they may still read the project; anyone else meets the 404 of one that never was.
 */
export const bulkDownloadRoutes = defineRoutes({
  'GET /v1/bulk-download/:id': {
    params: idParamsSchema,
    response: { 200: bulkDownloadSchema, ...errorResponses(401, 404) },
  },
  /** 409 until it is ready. */
  'GET /v1/bulk-download/:id/file': {
    params: idParamsSchema,
    response: { 200: fileBytesSchema, ...errorResponses(401, 404, 409) },
  },
});
