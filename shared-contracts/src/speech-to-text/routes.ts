import { errorResponses } from '../common/errors-schema.ts';
import { idParamsSchema } from '../common/params-schema.ts';
import { speechToTextErrorSchema, speechToTextStandingSchema } from './schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/**
 * Speech-to-text (staff spec sections 4 and 7): an admin sends a media to the provider (resend
 * to speech-to-text), whose draft becomes the typists' starting text; the provider, or an admin,
 * records the provider's error for a media.
 */
export const speechToTextRoutes = defineRoutes({
  'PUT /v1/media/speech-to-text/:id': {
    params: idParamsSchema,
    response: { 200: speechToTextStandingSchema, ...errorResponses(401, 403, 404, 409) },
  },
  'POST /v1/media/error/:id': {
    params: idParamsSchema,
    body: speechToTextErrorSchema,
    response: { 200: speechToTextStandingSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
  },
});
