import { errorResponses } from '../common/errors-schema.ts';
import {
  shortFileBashingSchema,
  shortFileBashingSettingInputSchema,
  shortFileBashingSettingParamsSchema,
  shortFileBashingSettingSchema,
} from './schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/**
 * Short-file bashing (staff spec section 7): the assign grid's view of the short recordings
 * waiting for a typist, handed out in batches; admins set what counts as short and the batch.
 */
export const shortFileBashingRoutes = defineRoutes({
  'GET /v1/short-file-bashing': {
    response: { 200: shortFileBashingSchema, ...errorResponses(401, 403) },
  },
  'GET /v1/setting/short-file-bashing-:name': {
    params: shortFileBashingSettingParamsSchema,
    response: { 200: shortFileBashingSettingSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'PUT /v1/setting/short-file-bashing-:name': {
    params: shortFileBashingSettingParamsSchema,
    body: shortFileBashingSettingInputSchema,
    response: { 200: shortFileBashingSettingSchema, ...errorResponses(401, 403, 404, 422) },
  },
});
