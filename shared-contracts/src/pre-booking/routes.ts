import { z } from 'zod';
import { errorResponses } from '../common/errors-schema.ts';
import { idParamsSchema } from '../common/params-schema.ts';
import {
  preBookingBulkResultSchema,
  preBookingBulkUpdateSchema,
  preBookingCreateSchema,
  preBookingListQuerySchema,
  preBookingPageSchema,
  preBookingSchema,
  preBookingUpdateSchema,
} from './schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/**
 * Pre-bookings (staff spec section 7): production time held for recordings a client has
 * announced; restricted admins (whose menu has Pre bookings) read and update them, admins and
 * super admins also make and remove them.
 */
export const preBookingRoutes = defineRoutes({
  'GET /v1/pre-booking': {
    querystring: preBookingListQuerySchema,
    response: { 200: preBookingPageSchema, ...errorResponses(401, 403, 422) },
  },
  'POST /v1/pre-booking': {
    body: preBookingCreateSchema,
    response: { 200: preBookingSchema, ...errorResponses(401, 403, 422) },
  },
  'PUT /v1/pre-booking/bulk-update': {
    body: preBookingBulkUpdateSchema,
    response: { 200: preBookingBulkResultSchema, ...errorResponses(401, 403, 422) },
  },
  'PUT /v1/pre-booking/:id': {
    params: idParamsSchema,
    body: preBookingUpdateSchema,
    response: { 200: preBookingSchema, ...errorResponses(401, 403, 404, 409, 422) },
  },
  'DELETE /v1/pre-booking/:id': {
    params: idParamsSchema,
    response: { 204: z.null(), ...errorResponses(401, 403, 404) },
  },
});
