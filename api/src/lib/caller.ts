import type { FastifyRequest } from 'fastify';
import { errorTexts } from '@portal/contracts/common/errors';
import type { Role } from '@portal/contracts/policy/roles';
import { ApiError } from './http-errors.ts';

/** Who makes a request: the signed-in user's id and role. */
export interface Actor {
  userId: number;
  role: Role;
}

/** The signed-in caller, or null for an anonymous visitor (use after `identify`). */
export const callerOf = (request: FastifyRequest): Actor | null =>
  request.auth ? { userId: request.auth.userId, role: request.auth.role } : null;

/** The signed-in caller (use after `authenticate`). */
export function actorOf(request: FastifyRequest): Actor {
  const actor = callerOf(request);
  if (!actor) throw new ApiError(401, errorTexts.invalidAccessToken);
  return actor;
}
