import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Role, errorTexts, isAdminRole } from '@portal/contracts/core';
import type { Db } from '../../db/index.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { ownerOf, type Owner } from '../../lib/owner.ts';
import { findUserById } from '../user/service.ts';

/** A client's cart for an admin acting for them; 404 for anyone who is not a client. */
export async function clientCart(db: Db, userId: number): Promise<Owner> {
  const user = await findUserById(db, userId);
  if (user?.role !== Role.CLIENT) throw new ApiError(404, errorTexts.cartNotFound);
  return { userId };
}

/** Whose cart a request works on, and whether it may change the reminder setting. */
export async function cartFor(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number | undefined,
) {
  const role = request.auth?.role;
  if (userId === undefined || (request.auth && userId === request.auth.userId)) {
    if (role !== undefined && role !== Role.CLIENT)
      throw new ApiError(403, errorTexts.clientsOnlyCart);
    return { owner: ownerOf(request), ownSettings: true };
  }
  if (!request.auth || role === undefined || !isAdminRole(role))
    throw new ApiError(403, errorTexts.unauthorized);
  await app.ensureTwoFactor(request.auth);
  return { owner: await clientCart(app.db, userId), ownSettings: false };
}
