import { errorResponses } from '../common/errors-schema.ts';
import { fileBytesSchema } from '../documents/schema.ts';
import {
  storageEmptyAnswerSchema,
  storageGetObjectQuerySchema,
  storageObjectParamsSchema,
  storagePartParamsSchema,
  storagePartQuerySchema,
  storagePutObjectQuerySchema,
} from './schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/** The local storage's signed URLs; served only when the API stores files itself (not S3). */
export const storageRoutes = defineRoutes({
  'PUT /v1/storage/objects/:key': {
    params: storageObjectParamsSchema,
    querystring: storagePutObjectQuerySchema,
    body: fileBytesSchema,
    response: { 200: storageEmptyAnswerSchema, ...errorResponses(400, 403, 413) },
  },
  'PUT /v1/storage/uploads/:uploadId/parts/:partNumber': {
    params: storagePartParamsSchema,
    querystring: storagePartQuerySchema,
    body: fileBytesSchema,
    response: { 200: storageEmptyAnswerSchema, ...errorResponses(400, 403, 404, 413) },
  },
  'GET /v1/storage/objects/:key': {
    params: storageObjectParamsSchema,
    querystring: storageGetObjectQuerySchema,
    response: { 200: fileBytesSchema, 206: fileBytesSchema, ...errorResponses(403, 404, 416) },
  },
});
