import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { Role } from '@portal/contracts/policy/roles';
import { UserStatus } from '@portal/contracts/common/statuses';
import { can } from '@portal/contracts/policy/policy';
import { errorTexts } from '@portal/contracts/common/errors';
import { userTexts } from '@portal/contracts/user/texts';
import type { userUpdateSchema } from '@portal/contracts/user/schema';
import type { Db } from '../../db/index.ts';
import { snakeKey } from '@portal/contracts/common/wire-keys';
import type { DomainInput } from '../../lib/domain-input.ts';
import { users } from '../../db/schema.ts';
import { ApiError, RequestValidationError, unprocessable } from '../../lib/http-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { guessSecret, type Guesser } from '../../lib/secret-guess.ts';
import type { AccessClaims } from '../session/access-token.ts';
import { revokeUserFamilies } from '../session/refresh-tokens.ts';
import { ensureTwoFactor } from './gate.ts';
import { checkTrainedIn, isAdminAccount, keepsASuperAdmin } from './management.ts';
import { findUserById, type UserRow } from './service.ts';

/** The fields of PUT /v1/user/{id}, in camelCase; refusals name them as the wire does. */
export type UserUpdateInput = DomainInput<z.output<typeof userUpdateSchema>>;

const selfFields = ['firstname', 'lastname', 'profile', 'password', 'currentPassword'] as const;
const clientSelfFields = ['cartReminder', 'currency'] as const;
const staffManagementFields = [
  'status',
  'role',
  'trainedIn',
  'grade',
  'isXld',
  'oldTypist',
  'canDoLazyShift',
  'firstname',
  'lastname',
  'profile',
] as const;
/** What would let a user lock themselves out: they never change these for themselves. */
const lockingFields: readonly string[] = ['role', 'status'];

/** Which fields an actor may send for a target (PUT /v1/user/{id}); none: not theirs to see. */
function allowedFields(actor: AccessClaims, target: UserRow): readonly string[] {
  // The cart's settings are theirs who keep a cart.
  if (actor.userId === target.id)
    return can(target, 'cart.own') ? [...selfFields, ...clientSelfFields] : selfFields;
  if (!can(actor, 'account.manageStaff')) return [];
  if (isAdminAccount(target.role) && !can(actor, 'account.manageAdmins'))
    throw new ApiError(403, userTexts.adminsBySuperAdmin);
  return staffManagementFields;
}

/**
 * The user to update, when the actor may edit them. Own details are reachable without 2FA,
 * managing others is not. Someone a non-admin may not edit gets the answer of an id nobody has:
 * the answer tells nothing of which ids exist.
 */
async function editableTarget(db: Db, actor: AccessClaims, targetId: number) {
  if (targetId !== actor.userId) await ensureTwoFactor(db, actor);
  const target = await findUserById(db, targetId);
  const allowed = target ? allowedFields(actor, target) : [];
  if (!target || allowed.length === 0) throw new ApiError(404, errorTexts.notFound);
  return { target, allowed };
}

function checkAllowed(allowed: readonly string[], input: UserUpdateInput, self: boolean): void {
  const refused = Object.keys(input).filter((field) => !allowed.includes(field));
  if (refused.length > 0)
    throw new RequestValidationError(
      refused.map((field) => ({
        field: snakeKey(field),
        message:
          self && lockingFields.includes(field)
            ? userTexts.ownRoleOrStatus
            : userTexts.fieldNotChangeable,
      })),
    );
}

/** A super admin moves a staff member between staff roles; clients stay clients. */
function checkRole(actor: AccessClaims, target: UserRow, role: Role | undefined): void {
  if (role === undefined || role === target.role) return;
  if (!can(actor, 'account.changeRole')) throw new ApiError(403, userTexts.roleBySuperAdmin);
  if (role === Role.CLIENT || target.role === Role.CLIENT)
    throw unprocessable(userTexts.staffRolesOnly, 'role');
}

/** The current password is a secret: a wrong one spends the guesser's budget. */
async function passwordChange(
  db: Db,
  target: UserRow,
  input: UserUpdateInput,
  { guesser, now }: { guesser: Guesser; now: Date },
) {
  if (input.password === undefined) return {};
  const current = input.currentPassword ?? '';
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
        ...(profile.contactPhone2 !== undefined && {
          contactPhone2: profile.contactPhone2 || null,
        }),
        ...(profile.extraInstructions !== undefined && {
          extraInstructions: profile.extraInstructions || null,
        }),
      }
    : {};

/** The staff columns an admin sets. */
const managementChange = (input: UserUpdateInput) => ({
  ...(input.status !== undefined && { status: input.status }),
  ...(input.role !== undefined && { role: input.role }),
  ...(input.trainedIn !== undefined && {
    trainedIn: input.trainedIn.map((shortName) => ({ shortName })),
  }),
  ...(input.grade !== undefined && { grade: input.grade }),
  ...(input.isXld !== undefined && { xld: input.isXld }),
  ...(input.oldTypist !== undefined && { oldTypist: input.oldTypist }),
  ...(input.canDoLazyShift !== undefined && { canDoLazyShift: input.canDoLazyShift }),
});

/**
 * Applies an update the actor is allowed to make; anything else is refused whole. A new password
 * ends the user's other sign-ins and keeps the one that changed it; a new role or a status other
 * than active ends all of them (their tokens carry the old role, or they may no longer work).
 */
export async function updateUser(
  db: Db,
  actor: AccessClaims,
  targetId: number,
  input: UserUpdateInput,
  { guesser, now }: { guesser: Guesser; now: Date },
): Promise<UserRow> {
  const { target, allowed } = await editableTarget(db, actor, targetId);
  checkAllowed(allowed, input, target.id === actor.userId);
  checkRole(actor, target, input.role);
  if (input.trainedIn) await checkTrainedIn(db, input.trainedIn);
  const password = await passwordChange(db, target, input, { guesser, now });
  const change = {
    ...(input.firstname !== undefined && { firstname: input.firstname }),
    ...(input.lastname !== undefined && { lastname: input.lastname }),
    ...profileChange(input.profile),
    ...(input.cartReminder !== undefined && { cartReminder: input.cartReminder }),
    ...(input.currency !== undefined && { currency: input.currency }),
    ...managementChange(input),
    ...password,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    if (!(await keepsASuperAdmin(tx, target, change)))
      throw new ApiError(409, userTexts.lastSuperAdmin);
    const [row] = await tx.update(users).set(change).where(eq(users.id, target.id)).returning();
    if (!row) throw new ApiError(404, errorTexts.notFound);
    if (password.passwordHash) await revokeUserFamilies(tx, target.id, now, actor.familyId);
    const inactive = input.status !== undefined && input.status !== UserStatus.ACTIVE;
    if (inactive || row.role !== target.role) await revokeUserFamilies(tx, target.id, now);
    return row;
  });
}
