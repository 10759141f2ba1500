import { errorResponses } from '../common/errors-schema.ts';
import { saveTypistSettingsSchema, typistSettingsSchema } from './schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/** The editor's settings of the signed-in staff member (staff spec section 7 "Typist settings"). */
export const typistSettingsRoutes = defineRoutes({
  'GET /v2/typist-settings': {
    response: { 200: typistSettingsSchema, ...errorResponses(401, 403) },
  },
  'PUT /v2/typist-settings': {
    body: saveTypistSettingsSchema,
    response: { 200: typistSettingsSchema, ...errorResponses(401, 403, 422) },
  },
});

export type TypistSettingsRoutes = typeof typistSettingsRoutes;
