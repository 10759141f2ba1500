import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activatorRoutes as routes, checkoutTexts } from '@portal/contracts/core';
import { ApiError } from '../../lib/http-errors.ts';
import { takeRateLimit, type RateLimit } from '../../lib/rate-limit.ts';
import { findUsableCoupon } from '../coupons/service.ts';

/** Guessing codes is slow: 20 lookups per client address in 10 minutes. */
export const COUPON_LOOKUP_LIMIT: RateLimit = { bucket: 'coupon', limit: 20, windowMs: 600_000 };

export async function couponRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/v1/activator/coupon', {
    onRequest: app.identify,
    schema: {
      tags: ['cart'],
      summary: 'Whether a discount code can be used now, and its discount',
      ...routes['GET /v1/activator/coupon'],
    },
    handler: async (request) => {
      const taken = await takeRateLimit(app.db, COUPON_LOOKUP_LIMIT, request.ip, app.now());
      if (!taken.allowed)
        throw new ApiError(429, checkoutTexts.couponTooManyTries, {
          'retry-after': String(taken.retryAfterSeconds),
        });
      const coupon = await findUsableCoupon(app.db, request.query.code, app.now());
      if (!coupon) throw new ApiError(404, checkoutTexts.couponInvalid);
      return coupon;
    },
  });
}
