import { and, eq } from 'drizzle-orm';
import { companyTexts } from '@portal/contracts/company/texts';
import { Role } from '@portal/contracts/policy/roles';
import type { Db } from '../../db/index.ts';
import { companyInvitations, companyMembers, users } from '../../db/schema.ts';
import { ApiError, unprocessable } from '../../lib/http-errors.ts';
import { answerable } from '../invitations/invitations.ts';
import type { UserRow } from '../user/service.ts';

/** The signed-in user answering an invitation. */
export type Invitee = Pick<UserRow, 'id' | 'email' | 'role'>;

export type CompanyInvitationRow = typeof companyInvitations.$inferSelect;

/** Sent to this user's address and still open: the only invitation anyone may answer. */
const answerableBy = (invitationId: number, invitee: Invitee, now: Date) =>
  answerable(companyInvitations, invitationId, invitee.email.toLowerCase(), now);

/** The invitation this user may still answer, or undefined (used, expired, not theirs, none). */
export async function answerableInvitation(
  db: Db,
  invitationId: number,
  invitee: Invitee,
  now: Date,
): Promise<CompanyInvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(companyInvitations)
    .where(answerableBy(invitationId, invitee, now));
  return row;
}

/**
 * A member checks out on the company's account, so they become a business account; a client is
 * in one company at most. False when the user is already in one.
 */
export async function addMember(
  db: Db,
  companyId: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  const added = await db
    .insert(companyMembers)
    .values({ companyId, userId, joinedAt: now })
    .onConflictDoNothing()
    .returning({ userId: companyMembers.userId });
  if (added.length === 0) return false;
  await db
    .update(users)
    .set({ isBusinessAccount: true, updatedAt: now })
    .where(eq(users.id, userId));
  return true;
}

/**
 * Joins the invited client to the company; the invitation is used up. Anything not answerable
 * is the same 404 (a forged or used link tells nothing); nothing changes on a refusal.
 * Answers the company's id.
 */
export async function acceptCompanyInvitation(
  db: Db,
  invitationId: number,
  invitee: Invitee,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(companyInvitations)
      .set({ state: 'accepted', respondedAt: now })
      .where(answerableBy(invitationId, invitee, now))
      .returning({ companyId: companyInvitations.companyId });
    if (!used) throw new ApiError(404, companyTexts.invitationNotValid);
    if (invitee.role !== Role.CLIENT) throw new ApiError(403, companyTexts.clientsOnlyJoin);
    if (!(await addMember(tx, used.companyId, invitee.id, now)))
      throw unprocessable(companyTexts.alreadyInCompany);
    return used.companyId;
  });
}

/** Declines the invitation; like accepting, it works once and only for the invited address. */
export async function declineCompanyInvitation(
  db: Db,
  invitationId: number,
  invitee: Invitee,
  now: Date,
): Promise<void> {
  const [declined] = await db
    .update(companyInvitations)
    .set({ state: 'declined', respondedAt: now })
    .where(answerableBy(invitationId, invitee, now))
    .returning({ id: companyInvitations.id });
  if (!declined) throw new ApiError(404, companyTexts.invitationNotValid);
}

/**
 * Unlinks a member: they no longer check out on the company's account. The projects they made on
 * it stay visible to the company's owner (the company paid for them).
 */
export async function unlinkMember(
  db: Db,
  company: { id: number; ownerId: number },
  userId: number,
  now: Date,
): Promise<void> {
  if (userId === company.ownerId) throw unprocessable(companyTexts.ownerStays, 'user_id');
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(companyMembers)
      .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.userId, userId)))
      .returning({ userId: companyMembers.userId });
    if (removed.length === 0) throw new ApiError(404, companyTexts.memberNotFound);
    await tx
      .update(users)
      .set({ isBusinessAccount: false, updatedAt: now })
      .where(eq(users.id, userId));
  });
}
