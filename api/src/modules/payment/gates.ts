import { can } from '@portal/contracts/policy/policy';
import { errorTexts } from '@portal/contracts/common/errors';
import type { Actor } from '../../lib/caller.ts';
import { ApiError } from '../../lib/http-errors.ts';

/** Card payment is the client's own: nobody pays by card for someone else. */
export function requireCardPayer(actor: Actor, userId: number | undefined): void {
  const actingForClient = userId !== undefined && userId !== actor.userId;
  if (!can(actor, 'order.placeOwn') || actingForClient)
    throw new ApiError(403, errorTexts.unauthorized);
}

/**
 * Whose cart a business account checkout pays: the client's own, or the client an admin or
 * super admin names.
 */
export function businessAccountClient(actor: Actor, userId: number | undefined): number {
  const actingForClient = userId !== undefined && userId !== actor.userId;
  if (!can(actor, actingForClient ? 'order.placeForClient' : 'order.placeOwn'))
    throw new ApiError(403, errorTexts.unauthorized);
  return actingForClient ? userId : actor.userId;
}
