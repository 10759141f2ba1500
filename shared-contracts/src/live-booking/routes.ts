import { errorResponses } from '../common/errors-schema.ts';
import {
  attendanceSchema,
  capacityQuerySchema,
  capacitySchema,
  liveBookingCreatedSchema,
  liveBookingListQuerySchema,
  liveBookingPageSchema,
  liveBookingRequestSchema,
  liveBookingSchema,
  liveBookingUpdateSchema,
} from './schema.ts';
import { idParamsSchema } from '../common/params-schema.ts';
import { defineRoutes } from '../routes/contract.ts';

/**
 * Live note-taking bookings (client spec sections 3, 5 and 7; staff spec section 7), all behind
 * the live note-taking flag. The spec names only the media calls (capacity-checker, attend); the
 * booking's own path is /v1/live-booking. Each session booked is a media in its client's cart,
 * paid at the usual checkout, whose notes job a note-taker takes.
 */
export const liveBookingRoutes = defineRoutes({
  'POST /v1/live-booking': {
    body: liveBookingRequestSchema,
    response: { 200: liveBookingCreatedSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'GET /v1/live-booking': {
    querystring: liveBookingListQuerySchema,
    response: { 200: liveBookingPageSchema, ...errorResponses(401, 403, 404, 422) },
  },
  'GET /v1/live-booking/:id': {
    params: idParamsSchema,
    response: { 200: liveBookingSchema, ...errorResponses(401, 404) },
  },
  'PUT /v1/live-booking/:id': {
    params: idParamsSchema,
    body: liveBookingUpdateSchema,
    response: { 200: liveBookingSchema, ...errorResponses(401, 404, 409, 422) },
  },
  'GET /v1/media/capacity-checker': {
    querystring: capacityQuerySchema,
    response: { 200: capacitySchema, ...errorResponses(401, 404, 422) },
  },
  'PUT /v1/media/attend/:id': {
    params: idParamsSchema,
    response: { 200: attendanceSchema, ...errorResponses(401, 403, 404, 409) },
  },
});
