import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, errorTexts } from '@portal/contracts/common/errors';
import { Role } from '@portal/contracts/policy/roles';
import { can } from '@portal/contracts/policy/policy';
import type { Db } from '../../db/index.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { callerOf } from '../../lib/caller.ts';
import { ownerOf, type Owner } from '../../lib/owner.ts';
import { findUserById } from '../user/service.ts';

/** The single cart-not-found error the portal resets its cart on (client spec section 8). */
const cartNotFound = () =>
  new ApiError(404, errorTexts.cartNotFound, {}, { errorCode: ErrorCode.CART_NOT_FOUND });

/** A client's cart for an admin acting for them; cart-not-found for anyone who is not a client. */
export async function clientCart(db: Db, userId: number): Promise<Owner> {
  const user = await findUserById(db, userId);
  if (user?.role !== Role.CLIENT) throw cartNotFound();
  return { userId };
}

/**
 * Whose cart GET /v1/cart reads: a client's or a visitor's (an empty one before any media).
 * Staff have no cart of their own: cart-not-found, which the portal reads as an empty cart.
 */
export function ownCart(request: FastifyRequest): Owner {
  if (!can(callerOf(request), 'cart.own')) throw cartNotFound();
  return ownerOf(request);
}

/** Whose cart a request works on, and whether it may change the reminder setting. */
export async function cartFor(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number | undefined,
) {
  const caller = callerOf(request);
  if (userId === undefined || (request.auth && userId === request.auth.userId)) {
    if (!can(caller, 'cart.own')) throw new ApiError(403, errorTexts.clientsOnlyCart);
    return { owner: ownerOf(request), ownSettings: true };
  }
  if (!request.auth || !can(caller, 'order.placeForClient'))
    throw new ApiError(403, errorTexts.unauthorized);
  await app.ensureTwoFactor(request.auth);
  return { owner: await clientCart(app.db, userId), ownSettings: false };
}
