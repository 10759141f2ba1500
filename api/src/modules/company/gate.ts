import { can } from '@portal/contracts/policy/policy';
import { companyTexts } from '@portal/contracts/company/texts';
import { errorTexts } from '@portal/contracts/common/errors';
import type { Db } from '../../db/index.ts';
import type { Actor } from '../../lib/caller.ts';
import { companyIdOfMember } from '../../lib/company-membership.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { guessSecret, type Guesser } from '../../lib/secret-guess.ts';
import { findUserById, type UserRow } from '../user/service.ts';
import { requireCompany } from './access.ts';
import { invitationByToken, findInvitation } from './invitations.ts';
import { answerableInvitation, type CompanyInvitationRow } from './membership.ts';

// Who may ask what of the company routes, by role and relation: the routes ask here before
// they act.

/** The signed-in user's account (a token outliving its account is not valid). */
export async function accountOf(db: Db, actor: Actor): Promise<UserRow> {
  const user = await findUserById(db, actor.userId);
  if (!user) throw new ApiError(401, errorTexts.invalidAccessToken);
  return user;
}

/**
 * GET /v1/company: a client reads their own company (as a one-item page), admins and super
 * admins list every company; anyone else is refused.
 */
export async function companyListerOf(db: Db, actor: Actor): Promise<UserRow | 'staff'> {
  if (can(actor, 'company.reachAny')) return 'staff';
  if (!can(actor, 'company.use')) throw new ApiError(403, errorTexts.unauthorized);
  return accountOf(db, actor);
}

/**
 * The invitation behind a mail link; a forged one is the same 404 as any other not valid, and a
 * wrong guess of the guesser's budget.
 */
export async function invitationOfLink(
  db: Db,
  hash: string,
  guesser: Guesser,
  now: Date,
): Promise<CompanyInvitationRow> {
  const invitation = await guessSecret(db, guesser, now, () => invitationByToken(db, hash));
  if (!invitation) throw new ApiError(404, companyTexts.invitationNotValid);
  return invitation;
}

/** An invitation's link shown to the invited user while they may answer it; staff see any. */
export async function reviewableInvitation(
  db: Db,
  actor: Actor,
  hash: string,
  guesser: Guesser,
  now: Date,
): Promise<CompanyInvitationRow> {
  const invitation = await invitationOfLink(db, hash, guesser, now);
  if (can(actor, 'company.reachAny')) return invitation;
  if (!(await answerableInvitation(db, invitation.id, await accountOf(db, actor), now)))
    throw new ApiError(404, companyTexts.invitationNotValid);
  return invitation;
}

/** An invitation its company's owner (or staff) may withdraw; 404 to anyone else. */
export async function revocableInvitation(
  db: Db,
  actor: Actor,
  invitationId: number,
): Promise<CompanyInvitationRow> {
  const invitation = await findInvitation(db, invitationId);
  if (!invitation) throw new ApiError(404, companyTexts.invitationNotFound);
  await requireCompany(db, actor, invitation.companyId, 'manage', companyTexts.invitationNotFound);
  return invitation;
}

/** The company of a member whose projects its owner (or staff) may read; 404 to anyone else. */
export async function memberCompany(db: Db, actor: Actor, userId: number): Promise<number> {
  const companyId = await companyIdOfMember(db, userId);
  if (companyId === undefined) throw new ApiError(404, companyTexts.memberNotFound);
  await requireCompany(db, actor, companyId, 'manage', companyTexts.memberNotFound);
  return companyId;
}

/** Only clients apply for a business account. */
export async function applicantOf(db: Db, actor: Actor): Promise<UserRow> {
  if (!can(actor, 'company.applyForBusinessAccount'))
    throw new ApiError(403, companyTexts.clientsOnlyRequest);
  return accountOf(db, actor);
}
