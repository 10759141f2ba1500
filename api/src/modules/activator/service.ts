import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import type {
  ListedInvitationKind,
  ListedInvitationView,
  InvitationOutcome,
  InvitationPage,
  InvitationView,
} from '@portal/contracts/project-permission/schema';
import type { InvitationKind } from '@portal/contracts/common/statuses';
import type { Db } from '../../db/index.ts';
import { companies, companyInvitations, users } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { seconds } from '../../lib/time.ts';
import { acceptCompanyInvitation, declineCompanyInvitation } from '../company/membership.ts';
import { OWNER_KIND, answerOwnershipById } from '../ownership/service.ts';
import { liveFor, userName, type Answer, type Invitee } from '../invitations/invitations.ts';
import { liveAccessInvitations, liveOwnershipOffers } from '../invitations/project-invitations.ts';
import { ACCESS_KIND, answerAccess } from '../project-permission/answers.ts';
import { findUserById } from '../user/service.ts';

export const COMPANY_KIND = 'business invitation' satisfies InvitationKind;

type ActivatorDeps = Pick<ServiceDeps, 'db' | 'now'>;

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

const companyOffers = (db: Db, email: string, at: Date) =>
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
async function list(
  { db, now }: ActivatorDeps,
  invitee: Invitee,
  page: number,
  pageSize: number,
): Promise<InvitationPage> {
  const at = now();
  const [shares, offers, memberships] = await Promise.all([
    liveAccessInvitations(db, invitee.email, at),
    liveOwnershipOffers(db, invitee.email, at),
    companyOffers(db, invitee.email, at),
  ]);
  const all = [
    ...shares.map((row) => toView(ACCESS_KIND, row)),
    ...offers.map((row) => toView(OWNER_KIND, row)),
    ...memberships.map((row) => toView(COMPANY_KIND, row)),
  ].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  const start = (page - 1) * pageSize;
  return { result: all.slice(start, start + pageSize), total: all.length };
}

/**
 * The signed-in user's pending invitations of every kind (client spec sections 2 and 4,
 * /v3/pending-invitations and the menu's count), found by their email. Only clients are
 * invited (to projects and companies), anyone else has none.
 */
export async function pendingInvitations(
  deps: ActivatorDeps,
  actor: Actor,
  page: number,
  pageSize: number,
): Promise<InvitationPage> {
  const user = await findUserById(deps.db, actor.userId);
  if (user?.role !== Role.CLIENT) return { result: [], total: 0 };
  return list(deps, { userId: user.id, email: user.email }, page, pageSize);
}

async function answerCompany(
  { db, now }: ActivatorDeps,
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

/** A listed invitation answered by its kind and id. */
export function answerInvitation(
  deps: ActivatorDeps,
  invitee: Invitee,
  kind: ListedInvitationKind,
  id: number,
  state: Answer,
): Promise<InvitationOutcome> {
  if (kind === ACCESS_KIND) return answerAccess(deps, invitee, id, state);
  if (kind === OWNER_KIND) return answerOwnershipById(deps, invitee, id, state);
  return answerCompany(deps, invitee, id, state);
}
