import { errorResponses } from '../schemas/errors.ts';
import {
  serviceFormQuerySchema,
  serviceListQuerySchema,
  serviceListSchema,
  serviceOptionsFormSchema,
  transcriptionServiceSchema,
} from '../schemas/services.ts';
import { idParamsSchema } from '../schemas/params.ts';
import { defineRoutes } from './contract.ts';

/** The service catalogue: what clients may order, and every service for admins. */
export const servicesRoutes = defineRoutes({
  'GET /v1/new-service/guest-services': { response: { 200: serviceListSchema } },
  'GET /v1/new-service/active-list': {
    response: { 200: serviceListSchema, ...errorResponses(401, 403) },
  },
  'GET /v1/new-service/get-form': {
    querystring: serviceFormQuerySchema,
    response: { 200: serviceOptionsFormSchema, ...errorResponses(404, 422) },
  },
  'GET /v1/new-service': {
    querystring: serviceListQuerySchema,
    response: { 200: serviceListSchema, ...errorResponses(401, 403, 422) },
  },
  'GET /v1/new-service/:id(^\\d+$)': {
    params: idParamsSchema,
    response: { 200: transcriptionServiceSchema, ...errorResponses(401, 403, 404) },
  },
});

export type ServicesRoutes = typeof servicesRoutes;
