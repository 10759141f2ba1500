import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartRoutes as contracts } from '@portal/contracts/cart/routes';
import { guesserOf } from '../../lib/secret-guess.ts';
import { cartFor, clientCart, ownCart } from './gates.ts';
import { addToCart, emptyCart, updateCart, viewCart } from './service.ts';

const security: { [scheme: string]: string[] }[] = [{ sessionId: [] }, { bearer: [] }];

/**
 * The cart (client spec sections 3, 4 and 7): a client's own, or an anonymous visitor's until
 * they sign in; admins and super admins act on a client's cart by naming the client.
 */
export default async function cartRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/v1/cart', {
    onRequest: app.identify,
    schema: {
      tags: ['cart'],
      summary:
        "The caller's cart with its totals (empty, without an id, before any media); staff have none: 404 with errorCode CART_NOT_FOUND",
      security,
      ...contracts['GET /v1/cart'],
    },
    handler: async (request) => viewCart(deps, ownCart(request)),
  });

  app.get('/v1/cart/owner/:userId', {
    onRequest: app.authenticate,
    schema: {
      tags: ['cart'],
      summary:
        "A client's cart, for an admin acting on their behalf; a user who is not a client has none: 404 with errorCode CART_NOT_FOUND",
      security: [{ bearer: [] }],
      ...contracts['GET /v1/cart/owner/:userId'],
    },
    handler: async (request) => viewCart(deps, await clientCart(app.db, request.params.userId)),
  });

  app.put('/v1/cart/update', {
    onRequest: app.identify,
    schema: {
      tags: ['cart'],
      summary:
        'Keep these media in the cart (a shorter list removes some, an empty one empties it), set the reminder, the currency or a discount code',
      security,
      ...contracts['PUT /v1/cart/update'],
    },
    handler: async (request) => {
      const { user_id, media_list, reminder, currency, coupon } = request.body;
      const { owner, ownSettings } = await cartFor(app, request, user_id);
      // Admins acting for a client never change the client's reminder setting.
      return updateCart(deps, owner, {
        ...(media_list ? { mediaList: media_list } : {}),
        ...(ownSettings && reminder !== undefined ? { reminder } : {}),
        ...(currency ? { currency } : {}),
        ...(coupon === undefined ? {} : { coupon: { code: coupon, by: guesserOf(request) } }),
      });
    },
  });

  app.post('/v1/cart/add', {
    onRequest: app.identify,
    schema: {
      tags: ['cart'],
      summary: "Put the owner's processed media (back) in the cart",
      security,
      ...contracts['POST /v1/cart/add'],
    },
    handler: async (request) => {
      const { owner } = await cartFor(app, request, request.body.user_id);
      return addToCart(deps, owner, request.body.media_list);
    },
  });

  app.put('/v1/cart/empty', {
    onRequest: app.identify,
    schema: {
      tags: ['cart'],
      summary: 'Take every media out of the cart',
      security,
      ...contracts['PUT /v1/cart/empty'],
    },
    handler: async (request) => {
      const { owner } = await cartFor(app, request, request.body?.user_id);
      return emptyCart(deps, owner);
    },
  });
}
