import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Role } from '@portal/contracts/policy/roles';
import { can } from '@portal/contracts/policy/policy';
import { errorTexts } from '@portal/contracts/common/errors';
import { mediaTexts } from '@portal/contracts/media/texts';
import { notOrdered } from '@portal/contracts/common/statuses';
import type { Db } from '../../db/index.ts';
import { media, users } from '../../db/schema.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import { ownerOf, type Owner } from '../../lib/owner.ts';
import { callerOf, type Actor } from '../../lib/caller.ts';
import { requireUpload } from '../project/service.ts';
import { findUserById } from '../user/service.ts';

const isAdminCaller = (request: FastifyRequest): boolean =>
  can(callerOf(request), 'order.placeForClient');

/**
 * Who a new media belongs to (client spec sections 2 and 7): the caller's own, or, for an admin
 * or super admin naming a client by `user_id`, that client's. They check out on the client's
 * business account, so the client must have one. Nobody else may name another user.
 */
export async function uploadOwner(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number | undefined,
): Promise<Owner> {
  if (userId === undefined || userId === request.auth?.userId) return ownerOf(request);
  if (!request.auth || !isAdminCaller(request)) throw new ApiError(403, errorTexts.unauthorized);
  await app.ensureTwoFactor(request.auth);
  const client = await findUserById(app.db, userId);
  if (client?.role !== Role.CLIENT) throw new ApiError(404, mediaTexts.clientNotFound);
  if (!client.isBusinessAccount)
    throw new RequestValidationError([
      { field: 'user_id', message: mediaTexts.clientWithoutBusinessAccount },
    ]);
  return { userId };
}

/**
 * A business client's media not yet ordered, which an admin may go on uploading, changing or
 * removing: the same clients uploadOwner lets an admin upload for.
 */
async function clientMediaOwner(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: media.userId })
    .from(media)
    .innerJoin(users, eq(users.id, media.userId))
    .where(
      and(
        eq(media.id, id),
        eq(users.role, Role.CLIENT),
        eq(users.isBusinessAccount, true),
        inArray(media.status, [...notOrdered]),
      ),
    );
  return row?.userId ?? undefined;
}

/**
 * Whose media a request works on: the caller's own; for an admin (with 2FA), the business
 * client whose media it is, until it is ordered, as the admin uploads on that client's behalf.
 * Any other media is looked for among the admin's own, like anyone else's request.
 */
export async function mediaOwner(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<Owner> {
  if (!request.auth || !isAdminCaller(request)) return ownerOf(request);
  const clientId = await clientMediaOwner(app.db, id);
  if (clientId === undefined) return ownerOf(request);
  await app.ensureTwoFactor(request.auth);
  return { userId: clientId };
}

/** A project named for the media must be one the caller may upload to. */
export async function mayUploadTo(
  db: Db,
  caller: Actor | null,
  projectId: number | undefined,
): Promise<void> {
  if (projectId !== undefined) await requireUpload(db, caller, projectId);
}
