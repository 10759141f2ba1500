import { and, asc, desc, eq } from 'drizzle-orm';
import { companyTexts } from '@portal/contracts/company/texts';
import type {
  CompanyInvitationView,
  CompanyMembers,
  CompanyReview,
} from '@portal/contracts/company/schema';
import type { Db } from '../../db/index.ts';
import { companies, companyInvitations, companyMembers, users } from '../../db/schema.ts';
import { ApiError, unprocessable } from '../../lib/http-errors.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { byLink, newInvitationToken, stillOpen } from '../invitations/invitations.ts';
import type { UserRow } from '../user/service.ts';
import { companyInvitationMail } from './mails.ts';
import type { CompanyInvitationRow } from './membership.ts';
import { seconds } from '../../lib/time.ts';

const fullName = (user: Pick<UserRow, 'firstname' | 'lastname'>) =>
  `${user.firstname} ${user.lastname}`;

export const toInvitationView = (row: CompanyInvitationRow): CompanyInvitationView => ({
  id: row.id,
  email: row.email,
  state: row.state,
  createdAt: seconds(row.createdAt),
  expiresAt: seconds(row.expiresAt),
});

/** The members, owner first, and the invitations that can still be answered. */
export async function membersOf(db: Db, companyId: number, now: Date): Promise<CompanyMembers> {
  const members = await db
    .select({
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      joinedAt: companyMembers.joinedAt,
      ownerId: companies.ownerId,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(asc(companyMembers.joinedAt), asc(users.id));
  const invitations = await db
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), stillOpen(companyInvitations, now)))
    .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id));
  return {
    members: members
      .map((member) => ({
        userId: member.userId,
        name: fullName(member),
        email: member.email,
        joinedAt: seconds(member.joinedAt),
        isOwner: member.userId === member.ownerId,
      }))
      .sort((a, b) => Number(b.isOwner) - Number(a.isOwner)),
    invitations: invitations.map(toInvitationView),
  };
}

/**
 * Invites an address to the company by mail. Inviting the same address again sends a new link;
 * the earlier one stops working. The mail goes out in the background.
 */
export async function inviteMember(
  deps: Pick<ServiceDeps, 'db' | 'mailer' | 'portalUrl' | 'now'>,
  company: { id: number; name: string },
  inviter: UserRow,
  email: string,
): Promise<CompanyInvitationView> {
  const { db, mailer, portalUrl } = deps;
  if (email === inviter.email) throw unprocessable(companyTexts.inviteYourself, 'email');
  const now = deps.now();
  const { token, tokenHash, expiresAt } = newInvitationToken(now);
  const invitation = await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, company.id), eq(users.email, email)));
    if (member) throw unprocessable(companyTexts.alreadyMember, 'email');
    await tx
      .update(companyInvitations)
      .set({ state: 'revoked', respondedAt: now })
      .where(
        and(
          eq(companyInvitations.companyId, company.id),
          eq(companyInvitations.email, email),
          eq(companyInvitations.state, 'pending'),
        ),
      );
    const [row] = await tx
      .insert(companyInvitations)
      .values({
        companyId: company.id,
        email,
        tokenHash,
        invitedBy: inviter.id,
        createdAt: now,
        expiresAt,
      })
      .returning();
    if (!row) throw new Error('Insert returned no invitation');
    return row;
  });
  const link = `${portalUrl}/v3/company-invitation/${token}`;
  mailer.sendInBackground(companyInvitationMail(email, fullName(inviter), company.name, link));
  return toInvitationView(invitation);
}

/** The invitation, in whatever state. */
export async function findInvitation(
  db: Db,
  invitationId: number,
): Promise<CompanyInvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(companyInvitations)
    .where(eq(companyInvitations.id, invitationId));
  return row;
}

/** Withdraws a pending invitation: its link stops working. */
export async function revokeInvitation(
  db: Db,
  invitationId: number,
  now: Date,
): Promise<CompanyInvitationView> {
  const [row] = await db
    .update(companyInvitations)
    .set({ state: 'revoked', respondedAt: now })
    .where(and(eq(companyInvitations.id, invitationId), eq(companyInvitations.state, 'pending')))
    .returning();
  if (!row) throw unprocessable(companyTexts.invitationNotPending);
  return toInvitationView(row);
}

/** The invitation a mail link's token stands for, whatever its state; undefined when forged. */
export async function invitationByToken(
  db: Db,
  token: string,
): Promise<CompanyInvitationRow | undefined> {
  const [row] = await db.select().from(companyInvitations).where(byLink(companyInvitations, token));
  return row;
}

/** What the invited user is shown before answering: the company and who invited them. */
export async function reviewInvitation(
  db: Db,
  invitation: CompanyInvitationRow,
): Promise<CompanyReview> {
  const [row] = await db
    .select({ name: companies.name, firstname: users.firstname, lastname: users.lastname })
    .from(companies)
    .leftJoin(users, eq(users.id, invitation.invitedBy ?? companies.ownerId))
    .where(eq(companies.id, invitation.companyId));
  if (!row) throw new ApiError(404, companyTexts.invitationNotValid);
  return {
    id: invitation.id,
    companyId: invitation.companyId,
    companyName: row.name,
    from: row.firstname === null ? row.name : `${row.firstname} ${row.lastname}`,
  };
}
