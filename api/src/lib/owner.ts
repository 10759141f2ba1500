import type { FastifyRequest } from 'fastify';
import { errorTexts } from '@portal/contracts/common/errors';
import { ApiError } from './http-errors.ts';

/** Whose cart and media: a signed-in user, or an anonymous visitor by their session id. */
export type Owner = { userId: number } | { sessionId: string };

/**
 * The caller as an owner: the bearer's user when signed in, else the session id header. Use
 * after `app.identify`, which has already refused a bad bearer or session id.
 */
export function ownerOf(request: FastifyRequest): Owner {
  if (request.auth) return { userId: request.auth.userId };
  if (request.sessionId) return { sessionId: request.sessionId };
  throw new ApiError(401, errorTexts.ownerRequired);
}
