import { eq } from 'drizzle-orm';
import {
  Role,
  type ListedInvitationKind,
  type ListedInvitationView,
  type InvitationKind,
  type InvitationOutcome,
  type InvitationPage,
  type InvitationView,
} from '@portal/contracts/core';
import type { Db } from '../../db/index.ts';
import { companies, companyInvitations, users } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import { seconds } from '../../lib/time.ts';
import { acceptCompanyInvitation, declineCompanyInvitation } from '../company/membership.ts';
import { OWNER_KIND, type createOwnershipService } from '../ownership/service.ts';
import { liveFor, userName, type Answer, type Invitee } from '../invitations/invitations.ts';
import { liveAccessInvitations, liveOwnershipOffers } from '../invitations/project-invitations.ts';
import { ACCESS_KIND, type createAccessAnswers } from '../project-permission/answers.ts';
import { findUserById } from '../user/service.ts';

export const COMPANY_KIND = 'business invitation' satisfies InvitationKind;

export interface ActivatorDeps {
  db: Db;
  now: () => Date;
  access: ReturnType<typeof createAccessAnswers>;
  ownership: ReturnType<typeof createOwnershipService>;
}

interface PendingRow {
  id: number;
  title: string;
  firstname: string | null;
  lastname: string | null;
  permission?: InvitationView['permission'];
  createdAt: Date;
  expiresAt: Date;
}

const toView = (kind: ListedInvitationKind, row: PendingRow): ListedInvitationView => ({
  id: row.id,
  kind,
  title: row.title,
  from: userName(row),
  permission: row.permission ?? null,
  createdAt: seconds(row.createdAt),
  expiresAt: seconds(row.expiresAt),
});

/**
 * The signed-in user's pending invitations of every kind (client spec sections 2 and 4,
 * /v3/pending-invitations and the menu's count), found by their email, and their answers by id.
 */
export function createActivatorService({ db, now, access, ownership }: ActivatorDeps) {
  const companyOffers = (email: string, at: Date) =>
    db
      .select({
        id: companyInvitations.id,
        title: companies.name,
        firstname: users.firstname,
        lastname: users.lastname,
        createdAt: companyInvitations.createdAt,
        expiresAt: companyInvitations.expiresAt,
      })
      .from(companyInvitations)
      .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
      .leftJoin(users, eq(users.id, companyInvitations.invitedBy))
      .where(liveFor(companyInvitations, email, at));

  /**
   * Newest first. A person holds a handful of pending invitations at most (each is one per
   * project or company and expires in 7 days), so the three kinds are merged here, not in SQL.
   */
  async function list(invitee: Invitee, page: number, pageSize: number): Promise<InvitationPage> {
    const at = now();
    const [shares, offers, memberships] = await Promise.all([
      liveAccessInvitations(db, invitee.email, at),
      liveOwnershipOffers(db, invitee.email, at),
      companyOffers(invitee.email, at),
    ]);
    const all = [
      ...shares.map((row) => toView(ACCESS_KIND, row)),
      ...offers.map((row) => toView(OWNER_KIND, row)),
      ...memberships.map((row) => toView(COMPANY_KIND, row)),
    ].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
    const start = (page - 1) * pageSize;
    return { result: all.slice(start, start + pageSize), total: all.length };
  }

  /** The caller's list: only clients are invited (to projects and companies), anyone else has none. */
  async function listFor(actor: Actor, page: number, pageSize: number): Promise<InvitationPage> {
    const user = await findUserById(db, actor.userId);
    if (user?.role !== Role.CLIENT) return { result: [], total: 0 };
    return list({ userId: user.id, email: user.email }, page, pageSize);
  }

  async function answerCompany(
    invitee: Invitee,
    id: number,
    state: Answer,
  ): Promise<InvitationOutcome> {
    // An invitee is a client: inviteeOf turns everyone else away before any answer.
    const member = { id: invitee.userId, email: invitee.email, role: Role.CLIENT };
    const companyId =
      state === 'accepted'
        ? await acceptCompanyInvitation(db, id, member, now())
        : await declineCompanyInvitation(db, id, member, now()).then(() => null);
    return { id, kind: COMPANY_KIND, state, projectId: null, companyId };
  }

  function answer(
    invitee: Invitee,
    kind: ListedInvitationKind,
    id: number,
    state: Answer,
  ): Promise<InvitationOutcome> {
    if (kind === ACCESS_KIND) return access.answer(invitee, id, state);
    if (kind === OWNER_KIND) return ownership.answerById(invitee, id, state);
    return answerCompany(invitee, id, state);
  }

  return { list, listFor, answer };
}
