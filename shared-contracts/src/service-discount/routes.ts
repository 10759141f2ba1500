import { z } from 'zod';
import {
  serviceDiscountCreateSchema,
  serviceDiscountListQuerySchema,
  serviceDiscountPageSchema,
  serviceDiscountSchema,
  serviceDiscountUpdateSchema,
} from '../promo-codes/schema.ts';
import { errorResponses } from '../common/errors-schema.ts';
import { idParamsSchema } from '../common/params-schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/**
 * Business discounts on services (staff spec sections 3 and 7): the super admin's, like promo
 * codes; checkout takes them off the lines of the business's members.
 */
export const serviceDiscountRoutes = defineRoutes({
  'GET /v1/service-discount': {
    querystring: serviceDiscountListQuerySchema,
    response: { 200: serviceDiscountPageSchema, ...errorResponses(401, 403, 422) },
  },
  'POST /v1/service-discount': {
    body: serviceDiscountCreateSchema,
    response: { 200: serviceDiscountSchema, ...errorResponses(401, 403, 409, 422) },
  },
  'GET /v1/service-discount/:id': {
    params: idParamsSchema,
    response: { 200: serviceDiscountSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'PUT /v1/service-discount/:id': {
    params: idParamsSchema,
    body: serviceDiscountUpdateSchema,
    response: { 200: serviceDiscountSchema, ...errorResponses(401, 403, 404, 409, 422) },
  },
  'DELETE /v1/service-discount/:id': {
    params: idParamsSchema,
    response: { 204: z.null(), ...errorResponses(401, 403, 404, 422) },
  },
});
