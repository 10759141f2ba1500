import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activatorRoutes as routes, checkoutTexts } from '@portal/contracts/core';
import { ApiError } from '../../lib/http-errors.ts';
import { guesserOf } from '../../lib/secret-guess.ts';
import { guessCoupon } from '../coupons/service.ts';

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
      const coupon = await guessCoupon(app.db, request.query.code, guesserOf(request), app.now());
      if (!coupon) throw new ApiError(404, checkoutTexts.couponInvalid);
      return coupon;
    },
  });
}
