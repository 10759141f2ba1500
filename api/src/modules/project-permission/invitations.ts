import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Role, errorTexts } from '@portal/contracts';
import type { Db } from '../../db/index.ts';
import { ApiError } from '../../lib/http-errors.ts';
import { hashSecret, newSecretToken } from '../../lib/secret-tokens.ts';
import type {
  companyInvitations,
  projectOwnershipInvitations,
  projectPermissions,
} from '../../db/schema.ts';
import type { AccessClaims } from '../auth/access-token.ts';
import { findUserByEmail, findUserById } from '../user/service.ts';
import type { InvitationLetter } from './mails.ts';

/** Invitation links work for 7 days (contract). */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

export const invitationTexts = {
  /** One answer for a forged, used, expired or someone else's link: nothing to learn from it. */
  notValid: 'This invitation is not valid',
} as const;

export const invalidInvitation = () => new ApiError(404, invitationTexts.notValid);

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

/** Still open to its invited address: pending and not expired. */
export const liveFor = (table: InvitationTable, email: string, now: Date) =>
  and(eq(table.state, 'pending'), gt(table.expiresAt, now), eq(table.email, email));

/** The row a link names, by the hash of its secret. */
export const byLink = (table: InvitationTable, hash: string) =>
  eq(table.tokenHash, hashSecret(hash));

/** A person's name; an inviter whose account is gone (left join) has none. */
export const userName = (user: { firstname: string | null; lastname: string | null }): string =>
  `${user.firstname ?? ''} ${user.lastname ?? ''}`.trim();

/** The caller of a route behind `authenticate`. */
export function signedIn(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw new ApiError(401, errorTexts.invalidAccessToken);
  return request.auth;
}

/** The signed-in user answering an invitation: only clients take part in projects and companies. */
export interface Invitee {
  userId: number;
  email: string;
}

export async function inviteeOf(db: Db, auth: AccessClaims): Promise<Invitee> {
  const user = await findUserById(db, auth.userId);
  if (!user || user.role !== Role.CLIENT) throw invalidInvitation();
  return { userId: user.id, email: user.email };
}

/** The mail's addressing: who invites, to what, the link, and how to register if need be. */
export async function invitationLetter(
  db: Db,
  portalUrl: string,
  invite: { to: string; from: string; title: string; path: string; token: string },
): Promise<InvitationLetter> {
  const account = await findUserByEmail(db, invite.to);
  return {
    to: invite.to,
    from: invite.from,
    title: invite.title,
    link: new URL(`/v3/${invite.path}/${invite.token}`, portalUrl).href,
    ...(account ? {} : { registration: new URL('/v3/registration', portalUrl).href }),
  };
}
