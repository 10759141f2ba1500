import { couponQuerySchema, couponSchema } from '../cart/schema.ts';
import { couponFileSchema, promoCodeListQuerySchema, promoCodePageSchema } from './schema.ts';
import { errorResponses } from '../common/errors-schema.ts';
import { defineRoutes, nonJsonAnswer } from '../routes/contract.ts';

/**
 * The cart's discount code lookup and the super admin's promo codes, under /v1/activator since
 * the spec names them so. The promo code list is its own route, /coupons: GET /v1/activator is
 * the invitations list every client calls.
 */
export const promoCodeRoutes = defineRoutes({
  'GET /v1/activator/coupon': {
    querystring: couponQuerySchema,
    response: { 200: couponSchema, ...errorResponses(404, 422, 429) },
  },
  'GET /v1/activator/coupons': {
    querystring: promoCodeListQuerySchema,
    response: { 200: promoCodePageSchema, ...errorResponses(401, 403, 422) },
  },
  'POST /v1/activator/create-coupons': {
    body: couponFileSchema,
    response: {
      200: nonJsonAnswer('text/csv', 'The codes created, as generated-discount-codes.csv'),
      ...errorResponses(401, 403, 422),
    },
  },
});
