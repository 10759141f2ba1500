import { encapsulated } from '../../lib/encapsulated.ts';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_FILE_NAMES } from '@portal/contracts/common/constants';
import { checkoutTexts } from '@portal/contracts/cart/checkout-texts';
import { ApiError } from '../../lib/http-errors.ts';
import { route } from '../../lib/route.ts';
import { guesserOf } from '../../lib/secret-guess.ts';
import { BODY_LIMIT } from '../../plugins/wire-format.ts';
import { createCoupons } from './create-coupons.ts';
import { listPromoCodes } from './promo-codes.ts';
import { guessCoupon } from './service.ts';

const tags = ['coupons'];

/**
 * Discount codes: the cart's lookup of one, open to anyone; and the super admin's promo codes
 * (staff spec sections 2 and 7), listed and created from an uploaded CSV file.
 */
export default async function promoCodeRoutes(app: FastifyInstance) {
  route(app, 'GET /v1/activator/coupon', {
    tags: ['cart'],
    summary: 'Whether a discount code can be used now, and its discount',
    security: [{}, { bearer: [] }],
    onRequest: app.identify,
    handler: async ({ query }, request) => {
      const coupon = await guessCoupon(app.db, query.code, guesserOf(request), app.now());
      if (!coupon) throw new ApiError(404, checkoutTexts.couponInvalid);
      return coupon;
    },
  });

  route(app, 'GET /v1/activator/coupons', {
    tags,
    summary: 'Super admin: a page of the discount codes, newest first',
    onRequest: app.authenticate,
    handler: ({ query }) => listPromoCodes(app.db, query),
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
      route(scope, 'POST /v1/activator/create-coupons', {
        tags,
        summary:
          'Super admin: create the discount codes of a CSV file (code,discount_percent,max_uses,expires_on), all or none; answers them as generated-discount-codes.csv',
        consumes: ['text/csv'],
        onRequest: app.authenticate,
        handler: async ({ body }, _request, reply) => {
          const csv = await createCoupons(app.db, body, app.now());
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
