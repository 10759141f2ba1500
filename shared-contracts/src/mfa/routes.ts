import { errorResponses } from '../common/errors-schema.ts';
import {
  mfaExportQuerySchema,
  mfaSettingsOrCodesSchema,
  mfaSettingsSchema,
  mfaUpdateResultSchema,
  mfaUpdateSchema,
  smsCodeSchema,
  totpQrSchema,
} from './schema.ts';
import { idParamsSchema } from '../common/params-schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/** Two-factor setup of the signed-in user (client spec section 7, MFA). */
export const mfaRoutes = defineRoutes({
  'POST /v1/multi-factor-auth': { response: { 200: mfaSettingsSchema, ...errorResponses(401) } },
  'PUT /v1/multi-factor-auth/:id': {
    params: idParamsSchema,
    body: mfaUpdateSchema,
    response: { 200: mfaUpdateResultSchema, ...errorResponses(401, 403, 404, 422, 429) },
  },
  'POST /v1/multi-factor-auth/validate-sms-code/:id': {
    params: idParamsSchema,
    body: smsCodeSchema,
    response: { 200: mfaUpdateResultSchema, ...errorResponses(401, 404, 422, 429) },
  },
  'GET /v1/multi-factor-auth/:id': {
    params: idParamsSchema,
    querystring: mfaExportQuerySchema,
    response: { 200: mfaSettingsOrCodesSchema, ...errorResponses(401, 404, 422) },
  },
  'GET /v1/multi-factor-auth/totp-qr/:id': {
    params: idParamsSchema,
    response: { 200: totpQrSchema, ...errorResponses(401, 404) },
  },
});

export type MfaRoutes = typeof mfaRoutes;
