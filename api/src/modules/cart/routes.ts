import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { guesserOf } from '../../lib/secret-guess.ts';
import { cartFor, clientCart, ownCart } from './gates.ts';
import { addToCart, emptyCart, updateCart, viewCart } from './service.ts';

const security: { [scheme: string]: string[] }[] = [{ sessionId: [] }, { bearer: [] }];

/**
 * The cart (client spec sections 3, 4 and 7): a client's own, or an anonymous visitor's until
 * they sign in; admins and super admins act on a client's cart by naming the client.
 */
export default async function cartRoutes(app: FastifyInstance) {
  const { deps } = app;

  route(app, 'GET /v1/cart', {
    tags: ['cart'],
    summary:
      "The caller's cart with its totals (empty, without an id, before any media); staff have none: 404 with errorCode CART_NOT_FOUND",
    security,
    onRequest: app.identify,
    handler: async (_input, request) => viewCart(deps, ownCart(request)),
  });

  route(app, 'GET /v1/cart/owner/:userId', {
    tags: ['cart'],
    summary:
      "A client's cart, for an admin acting on their behalf; a user who is not a client has none: 404 with errorCode CART_NOT_FOUND",
    onRequest: app.authenticate,
    handler: async ({ params }) => viewCart(deps, await clientCart(app.db, params.userId)),
  });

  route(app, 'PUT /v1/cart/update', {
    tags: ['cart'],
    summary:
      'Keep these media in the cart (a shorter list removes some, an empty one empties it), set the reminder, the currency or a discount code',
    security,
    onRequest: app.identify,
    handler: async ({ body }, request) => {
      const { userId, mediaList, reminder, currency, coupon } = body;
      const { owner, ownSettings } = await cartFor(app, request, userId);
      // Admins acting for a client never change the client's reminder setting.
      return updateCart(deps, owner, {
        ...(mediaList ? { mediaList } : {}),
        ...(ownSettings && reminder !== undefined ? { reminder } : {}),
        ...(currency ? { currency } : {}),
        ...(coupon === undefined ? {} : { coupon: { code: coupon, by: guesserOf(request) } }),
      });
    },
  });

  route(app, 'POST /v1/cart/add', {
    tags: ['cart'],
    summary: "Put the owner's processed media (back) in the cart",
    security,
    onRequest: app.identify,
    handler: async ({ body }, request) => {
      const { owner } = await cartFor(app, request, body.userId);
      return addToCart(deps, owner, body.mediaList);
    },
  });

  route(app, 'PUT /v1/cart/empty', {
    tags: ['cart'],
    summary: 'Take every media out of the cart',
    security,
    onRequest: app.identify,
    handler: async ({ body }, request) => {
      const { owner } = await cartFor(app, request, body?.userId);
      return emptyCart(deps, owner);
    },
  });
}
