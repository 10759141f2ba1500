import { encapsulated } from '../../lib/encapsulated.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_FILE_NAMES } from '@portal/contracts/common/constants';
import { promoCodeRoutes as routes } from '@portal/contracts/promo-codes/discounts-routes';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import { ApiError } from '../../lib/http-errors.ts';
import { guesserOf } from '../../lib/secret-guess.ts';
import { BODY_LIMIT } from '../../plugins/wire-format.ts';
import { createCoupons } from '../coupons/create-coupons.ts';
import { listPromoCodes } from '../coupons/promo-codes.ts';
import { guessCoupon } from '../coupons/service.ts';

const tags = ['coupons'];
const security = [{ bearer: [] }];

/**
 * Discount codes: the cart's lookup of one, open to anyone; and the super admin's promo codes
 * (staff spec sections 2 and 7), listed and created from an uploaded CSV file.
 */
export async function couponRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/v1/activator/coupon', {
    onRequest: app.identify,
    schema: {
      tags: ['cart'],
      summary: 'Whether a discount code can be used now, and its discount',
      security: [{}, { bearer: [] }],
      ...routes['GET /v1/activator/coupon'],
    },
    handler: async (request) => {
      const coupon = await guessCoupon(app.db, request.query.code, guesserOf(request), app.now());
      if (!coupon) throw new ApiError(404, checkoutTexts.couponInvalid);
      return coupon;
    },
  });

  app.get('/v1/activator/coupons', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Super admin: a page of the discount codes, newest first',
      security,
      ...routes['GET /v1/activator/coupons'],
    },
    handler: (request) => listPromoCodes(app.db, request.query),
  });

  // The upload is the CSV file itself, as the body: no other body type is taken here.
  await app.register(
    encapsulated(async function couponFileScope(scope) {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        'text/csv',
        { parseAs: 'string', bodyLimit: BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      scope.withTypeProvider<ZodTypeProvider>().post('/v1/activator/create-coupons', {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary:
            'Super admin: create the discount codes of a CSV file (code,discount_percent,max_uses,expires_on), all or none; answers them as generated-discount-codes.csv',
          security,
          consumes: ['text/csv'],
          ...routes['POST /v1/activator/create-coupons'],
        },
        handler: async (request, reply) => {
          const csv = await createCoupons(app.db, request.body, app.now());
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header(
              'content-disposition',
              `attachment; filename="${DEFAULT_FILE_NAMES.discountCodes}"`,
            )
            .header('cache-control', 'private, no-store')
            .send(csv);
        },
      });
    }),
  );
}
