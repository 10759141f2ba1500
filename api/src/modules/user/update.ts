import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { Role, UserStatus, errorTexts, isAdminRole, userTexts } from '@portal/contracts/core';
import type { userUpdateSchema } from '@portal/contracts/core';
import type { Db } from '../../db/index.ts';
import { users } from '../../db/schema.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AccessClaims } from '../session/access-token.ts';
import { revokeUserFamilies } from '../session/refresh-tokens.ts';
import { findUserById, type UserRow } from './service.ts';

export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

const selfFields = ['firstname', 'lastname', 'profile', 'password', 'current_password'] as const;
const clientSelfFields = ['cart_reminder', 'currency'] as const;
const staffManagementFields = ['status', 'trained_in', 'firstname', 'lastname', 'profile'] as const;

/** Which fields an actor may send for a target (PUT /v1/user/{id}). */
function allowedFields(actor: AccessClaims, target: UserRow): readonly string[] {
  if (actor.userId === target.id)
    return target.role === Role.CLIENT ? [...selfFields, ...clientSelfFields] : selfFields;
  const manages =
    actor.role === Role.SUPER_ADMIN || (actor.role === Role.ADMIN && !isAdminRole(target.role));
  return manages ? staffManagementFields : [];
}

function checkAllowed(actor: AccessClaims, target: UserRow, input: UserUpdateInput): void {
  const allowed = allowedFields(actor, target);
  if (allowed.length === 0) throw new ApiError(403, errorTexts.unauthorized);
  const refused = Object.keys(input).filter((field) => !allowed.includes(field));
  if (refused.length > 0)
    throw new RequestValidationError(
      refused.map((field) => ({ field, message: userTexts.fieldNotChangeable })),
    );
}

async function passwordChange(target: UserRow, input: UserUpdateInput) {
  if (input.password === undefined) return {};
  if (!(await verifyPassword(target.passwordHash, input.current_password ?? '')))
    throw new RequestValidationError([
      { field: 'current_password', message: userTexts.wrongCurrentPassword },
    ]);
  return { passwordHash: await hashPassword(input.password) };
}

const profileChange = (profile: UserUpdateInput['profile']) =>
  profile
    ? {
        ...(profile.nickname !== undefined && { nickname: profile.nickname || null }),
        ...(profile.mobile !== undefined && { mobile: profile.mobile || null }),
        ...(profile.contact_phone2 !== undefined && {
          contactPhone2: profile.contact_phone2 || null,
        }),
        ...(profile.extra_instructions !== undefined && {
          extraInstructions: profile.extra_instructions || null,
        }),
      }
    : {};

/**
 * Applies an update the actor is allowed to make; anything else is refused whole. A new password
 * ends the user's other sign-ins and keeps the one that changed it.
 */
export async function updateUser(
  db: Db,
  actor: AccessClaims,
  targetId: number,
  input: UserUpdateInput,
  now: Date,
): Promise<UserRow> {
  const target = await findUserById(db, targetId);
  if (!target) throw new ApiError(404, errorTexts.notFound);
  checkAllowed(actor, target, input);
  const password = await passwordChange(target, input);
  const change = {
    ...(input.firstname !== undefined && { firstname: input.firstname }),
    ...(input.lastname !== undefined && { lastname: input.lastname }),
    ...profileChange(input.profile),
    ...(input.cart_reminder !== undefined && { cartReminder: input.cart_reminder }),
    ...(input.currency !== undefined && { currency: input.currency }),
    ...(input.status !== undefined && { status: input.status }),
    ...(input.trained_in !== undefined && {
      trainedIn: input.trained_in.map((shortName) => ({ shortName })),
    }),
    ...password,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set(change).where(eq(users.id, target.id)).returning();
    if (password.passwordHash) await revokeUserFamilies(tx, target.id, now, actor.familyId);
    if (input.status !== undefined && input.status !== UserStatus.ACTIVE)
      await revokeUserFamilies(tx, target.id, now);
    if (!row) throw new ApiError(404, errorTexts.notFound);
    return row;
  });
}
