import { errorResponses } from '../common/errors-schema.ts';
import { idParamsSchema } from '../common/params-schema.ts';
import { defineRoutes } from '../routes/contract.ts';
import { createMediaImportSchema, mediaImportSchema } from './schema.ts';

/**
 * A media imported from a link: the server fetches it in the background (under the SSRF rules),
 * then processes it as an upload, into the owner's cart. Its progress is asked for by id; only
 * whoever owns it, or the admin who asked for it, sees it (anyone else: 404).
 */
export const mediaImportRoutes = defineRoutes({
  'POST /v1/media/import': {
    body: createMediaImportSchema,
    response: { 200: mediaImportSchema, ...errorResponses(400, 401, 403, 404, 422) },
  },
  'GET /v1/media/import/:id': {
    params: idParamsSchema,
    response: { 200: mediaImportSchema, ...errorResponses(401, 404) },
  },
});
