import { and, eq, gt } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { invitationTexts } from '@portal/contracts/project-permission/texts';
import type { Db } from '../../db/index.ts';
import type {
  companyInvitations,
  projectOwnershipInvitations,
  projectPermissions,
} from '../../db/schema.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { hashSecret, newSecretToken } from '../../lib/secret-tokens.ts';
import type { Actor } from '../../lib/caller.ts';
import { findUserById } from '../user/service.ts';

/**
 * What the three kinds of invitation (project access, project ownership, company membership)
 * share: a mailed link secret kept as a hash, 7 days to answer, and one answer while pending.
 */

/** Invitation links work for 7 days (contract). */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

export const invalidInvitation = () => new ApiError(404, invitationTexts.notValid);

export type Answer = 'accepted' | 'declined';

/** A fresh link secret for a mail, and what the row keeps of it. */
export function newInvitationToken(now: Date) {
  const token = newSecretToken();
  return {
    token,
    tokenHash: hashSecret(token),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
  };
}

type InvitationTable =
  typeof projectPermissions | typeof projectOwnershipInvitations | typeof companyInvitations;

/** Still open: pending and not expired. */
export const stillOpen = (table: InvitationTable, now: Date) =>
  and(eq(table.state, 'pending'), gt(table.expiresAt, now));

/** Still open to its invited address. */
export const liveFor = (table: InvitationTable, email: string, now: Date) =>
  and(stillOpen(table, now), eq(table.email, email));

/**
 * The one invitation this address may answer now: filtering the answering update by it makes
 * the answer work once (of two answers at once only one finds it still pending).
 */
export const answerable = (table: InvitationTable, id: number, email: string, now: Date) =>
  and(eq(table.id, id), liveFor(table, email, now));

/** The row a link names, by the hash of its secret. */
export const byLink = (table: InvitationTable, token: string) =>
  eq(table.tokenHash, hashSecret(token));

/** A person's name; an inviter whose account is gone (left join) has none. */
export const userName = (user: { firstname: string | null; lastname: string | null }): string =>
  `${user.firstname ?? ''} ${user.lastname ?? ''}`.trim();

/** The signed-in user answering an invitation: only clients take part in projects and companies. */
export interface Invitee {
  userId: number;
  email: string;
}

export async function inviteeOf(db: Db, actor: Actor): Promise<Invitee> {
  const user = await findUserById(db, actor.userId);
  if (!user || user.role !== Role.CLIENT) throw invalidInvitation();
  return { userId: user.id, email: user.email };
}
