import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { Role, UserStatus, errorTexts, isAdminRole, userTexts } from '@portal/contracts/core';
import type { userUpdateSchema } from '@portal/contracts/core';
import type { Db } from '../../db/index.ts';
import { users } from '../../db/schema.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { guessSecret, type Guesser } from '../../lib/secret-guess.ts';
import type { AccessClaims } from '../session/access-token.ts';
import { revokeUserFamilies } from '../session/refresh-tokens.ts';
import { ensureTwoFactor } from './gate.ts';
import { findUserById, type UserRow } from './service.ts';

export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

const selfFields = ['firstname', 'lastname', 'profile', 'password', 'current_password'] as const;
const clientSelfFields = ['cart_reminder', 'currency'] as const;
const staffManagementFields = [
  'status',
  'trained_in',
  'is_xld',
  'firstname',
  'lastname',
  'profile',
] as const;

/** Which fields an actor may send for a target (PUT /v1/user/{id}). */
function allowedFields(actor: AccessClaims, target: UserRow): readonly string[] {
  if (actor.userId === target.id)
    return target.role === Role.CLIENT ? [...selfFields, ...clientSelfFields] : selfFields;
  const manages =
    actor.role === Role.SUPER_ADMIN || (actor.role === Role.ADMIN && !isAdminRole(target.role));
  return manages ? staffManagementFields : [];
}

/**
 * The user to update, when the actor may edit them. Own details are reachable without 2FA,
 * managing others is not. Someone the actor may not edit gets the answer of an id nobody has:
 * the answer tells nothing of which ids exist.
 */
async function editableTarget(db: Db, actor: AccessClaims, targetId: number) {
  if (targetId !== actor.userId) await ensureTwoFactor(db, actor);
  const target = await findUserById(db, targetId);
  const allowed = target ? allowedFields(actor, target) : [];
  if (!target || allowed.length === 0) throw new ApiError(404, errorTexts.notFound);
  return { target, allowed };
}

function checkAllowed(allowed: readonly string[], input: UserUpdateInput): void {
  const refused = Object.keys(input).filter((field) => !allowed.includes(field));
  if (refused.length > 0)
    throw new RequestValidationError(
      refused.map((field) => ({ field, message: userTexts.fieldNotChangeable })),
    );
}

/** The current password is a secret: a wrong one spends the guesser's budget. */
async function passwordChange(
  db: Db,
  target: UserRow,
  input: UserUpdateInput,
  { guesser, now }: { guesser: Guesser; now: Date },
) {
  if (input.password === undefined) return {};
  const current = input.current_password ?? '';
  if (!(await guessSecret(db, guesser, now, () => verifyPassword(target.passwordHash, current))))
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
  { guesser, now }: { guesser: Guesser; now: Date },
): Promise<UserRow> {
  const { target, allowed } = await editableTarget(db, actor, targetId);
  checkAllowed(allowed, input);
  const password = await passwordChange(db, target, input, { guesser, now });
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
    ...(input.is_xld !== undefined && { xld: input.is_xld }),
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
