import { z } from 'zod';
import { errorResponses } from '../schemas/errors.ts';
import { idParamsSchema } from '../schemas/params.ts';
import {
  preBookingBulkResultSchema,
  preBookingBulkUpdateSchema,
  preBookingCreateSchema,
  preBookingListQuerySchema,
  preBookingPageSchema,
  preBookingSchema,
  preBookingUpdateSchema,
} from '../schemas/pre-booking.ts';
import { defineRoutes } from './contract.ts';

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
