import { errorResponses } from '../common/errors-schema.ts';
import {
  serviceFormQuerySchema,
  serviceListQuerySchema,
  serviceListSchema,
  serviceOptionsFormSchema,
} from './schema.ts';
import {
  managedServiceSchema,
  serviceInputSchema,
  serviceUpdateSchema,
  serviceViewSchema,
} from './service-management-schema.ts';
import { idParamsSchema } from '../common/params-schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/**
 * The service catalogue: what clients may order, every service for admins, and its management
 * (create and change) for super admins, who alone also read what typists earn.
 */
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
    response: { 200: serviceViewSchema, ...errorResponses(401, 403, 404) },
  },
  'POST /v1/new-service': {
    body: serviceInputSchema,
    response: { 200: managedServiceSchema, ...errorResponses(401, 403, 422) },
  },
  'PUT /v1/new-service/:id(^\\d+$)': {
    params: idParamsSchema,
    body: serviceUpdateSchema,
    response: { 200: managedServiceSchema, ...errorResponses(401, 403, 404, 409, 422) },
  },
});

export type ServicesRoutes = typeof servicesRoutes;
