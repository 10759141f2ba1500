import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role, errorTexts, isAdminRole } from '@portal/contracts/core';
import {
  cartAddSchema,
  cartEmptySchema,
  cartSchema,
  cartUpdateSchema,
} from '@portal/contracts/core';
import { errorResponses } from '@portal/contracts/core';
import { ApiError } from '../../lib/http-errors.ts';
import { findUserById } from '../user/service.ts';
import { ownerOf, type Owner } from './owner.ts';
import { createCartService } from './service.ts';

const security: { [scheme: string]: string[] }[] = [{ sessionId: [] }, { bearer: [] }];

/**
 * The cart (client spec sections 3, 4 and 7): a client's own, or an anonymous visitor's until
 * they sign in; admins and super admins act on a client's cart by naming the client.
 */
export default async function cartRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createCartService({
    db: app.db,
    now: app.now,
    vatPercent: app.config.vatPercent,
  });

  /** A client's cart for an admin acting for them; 404 for anyone who is not a client. */
  async function clientCart(userId: number): Promise<Owner> {
    const user = await findUserById(app.db, userId);
    if (user?.role !== Role.CLIENT) throw new ApiError(404, errorTexts.cartNotFound);
    return { userId };
  }

  /** Whose cart a request works on, and whether it may change the reminder setting. */
  async function cartFor(request: FastifyRequest, userId: number | undefined) {
    const role = request.auth?.role;
    if (userId === undefined || (request.auth && userId === request.auth.userId)) {
      if (role !== undefined && role !== Role.CLIENT)
        throw new ApiError(403, errorTexts.clientsOnlyCart);
      return { owner: ownerOf(request), ownSettings: true };
    }
    if (!request.auth || role === undefined || !isAdminRole(role))
      throw new ApiError(403, errorTexts.unauthorized);
    await app.ensureTwoFactor(request.auth);
    return { owner: await clientCart(userId), ownSettings: false };
  }

  app.get('/v1/cart', {
    onRequest: app.identify,
    schema: {
      tags: ['cart'],
      summary: "The caller's cart with its totals (empty, without an id, before any media)",
      security,
      response: { 200: cartSchema, ...errorResponses(401, 403) },
    },
    handler: async (request) => service.view((await cartFor(request, undefined)).owner),
  });

  app.get('/v1/cart/owner/:userId', {
    onRequest: [app.authenticate, app.requireRoles(Role.ADMIN, Role.SUPER_ADMIN)],
    schema: {
      tags: ['cart'],
      summary: "A client's cart, for an admin acting on their behalf",
      security: [{ bearer: [] }],
      params: z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) }),
      response: { 200: cartSchema, ...errorResponses(401, 403, 404, 422) },
    },
    handler: async (request) => service.view(await clientCart(request.params.userId)),
  });

  app.put('/v1/cart/update', {
    onRequest: app.identify,
    schema: {
      tags: ['cart'],
      summary:
        'Keep these media in the cart (a shorter list removes some, an empty one empties it), set the reminder, the currency or a discount code',
      security,
      body: cartUpdateSchema,
      response: { 200: cartSchema, ...errorResponses(401, 403, 404, 422) },
    },
    handler: async (request) => {
      const { user_id, media_list, reminder, currency, coupon } = request.body;
      const { owner, ownSettings } = await cartFor(request, user_id);
      // Admins acting for a client never change the client's reminder setting.
      return service.update(owner, {
        ...(media_list ? { mediaList: media_list } : {}),
        ...(ownSettings && reminder !== undefined ? { reminder } : {}),
        ...(currency ? { currency } : {}),
        ...(coupon === undefined ? {} : { coupon }),
      });
    },
  });

  app.post('/v1/cart/add', {
    onRequest: app.identify,
    schema: {
      tags: ['cart'],
      summary: "Put the owner's processed media (back) in the cart",
      security,
      body: cartAddSchema,
      response: { 200: cartSchema, ...errorResponses(401, 403, 422) },
    },
    handler: async (request) => {
      const { owner } = await cartFor(request, request.body.user_id);
      return service.add(owner, request.body.media_list);
    },
  });

  app.put('/v1/cart/empty', {
    onRequest: app.identify,
    schema: {
      tags: ['cart'],
      summary: 'Take every media out of the cart',
      security,
      body: cartEmptySchema,
      response: { 200: cartSchema, ...errorResponses(401, 403, 404, 422) },
    },
    handler: async (request) => {
      const { owner } = await cartFor(request, request.body?.user_id);
      return service.empty(owner);
    },
  });
}
