import { and, eq, type SQL } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { ownershipTexts } from '@portal/contracts/project-permission/texts';
import { projectCan } from '@portal/contracts/project/access';
import type { InvitationKind } from '@portal/contracts/common/statuses';
import type {
  InvitationOutcome,
  InvitationReview,
  InvitationView,
} from '@portal/contracts/project-permission/schema';
import type { Db } from '../../db/index.ts';
import { projectOwnershipInvitations, projectPermissions, projects } from '../../db/schema.ts';
import { RequestValidationError } from '../../lib/http-errors.ts';
import type { Actor } from '../../lib/caller.ts';
import { guessSecret, type Guesser } from '../../lib/secret-guess.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { companyIdOfMember } from '../../lib/company-membership.ts';
import { seconds } from '../../lib/time.ts';
import {
  answerable,
  byLink,
  invalidInvitation,
  newInvitationToken,
  userName,
  type Answer,
  type Invitee,
} from '../invitations/invitations.ts';
import {
  liveOwnershipOffers,
  projectInvitationReview,
} from '../invitations/project-invitations.ts';
import { invitationLetter } from '../project-permission/invitations.ts';
import { ownershipInvitationMail } from '../project-permission/mails.ts';
import { requireLive, requireProject } from '../project-permission/gate.ts';
import { findUserByEmail, findUserById, normaliseEmail } from '../user/service.ts';

export const OWNER_KIND = 'project owner invitation' satisfies InvitationKind;

type AnswerDeps = Pick<ServiceDeps, 'db' | 'now'>;

const emailError = (message: string) => new RequestValidationError([{ field: 'email', message }]);

/**
 * Handing a project over (client spec section 4): its owner (or staff) offers it to another
 * client by email; they review the offer and accept or decline it. One offer is open at a time:
 * a new one withdraws the previous. On acceptance the previous owner keeps full access (they
 * made the project and may still need it; the new owner can revoke it), and the project moves to
 * the new owner's company, if any.
 */

const withdrawOffers = (tx: Db, projectId: number) =>
  tx
    .update(projectOwnershipInvitations)
    .set({ state: 'revoked' })
    .where(
      and(
        eq(projectOwnershipInvitations.projectId, projectId),
        eq(projectOwnershipInvitations.state, 'pending'),
      ),
    );

export async function offerOwnership(
  { db, mailer, now, portalUrl }: Pick<ServiceDeps, 'db' | 'mailer' | 'now' | 'portalUrl'>,
  actor: Actor,
  projectId: number,
  to: string,
): Promise<InvitationView> {
  const { project } = await requireProject(db, actor, projectId, projectCan.own);
  requireLive(project);
  const email = normaliseEmail(to);
  const [owner, account, inviter] = await Promise.all([
    findUserById(db, project.ownerId),
    findUserByEmail(db, email),
    findUserById(db, actor.userId),
  ]);
  if (email === owner?.email) throw emailError(ownershipTexts.alreadyOwner);
  if (account && account.role !== Role.CLIENT) throw emailError(ownershipTexts.notClient);
  const at = now();
  const { token, tokenHash, expiresAt } = newInvitationToken(at);
  const row = await db.transaction(async (tx) => {
    await withdrawOffers(tx, projectId);
    const [inserted] = await tx
      .insert(projectOwnershipInvitations)
      .values({ projectId, email, tokenHash, invitedBy: actor.userId, expiresAt, createdAt: at })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('Insert returned no invitation');
  const from = inviter ? userName(inviter) : '';
  const letter = await invitationLetter(db, portalUrl, {
    to: email,
    from,
    title: project.title,
    path: 'project-ownership-invitation',
    token,
  });
  mailer.sendInBackground(ownershipInvitationMail(letter));
  return {
    id: row.id,
    kind: OWNER_KIND,
    title: project.title,
    from,
    permission: null,
    createdAt: seconds(row.createdAt),
    expiresAt: seconds(row.expiresAt),
  };
}

async function review(
  { db, now }: AnswerDeps,
  invitee: Invitee,
  which: SQL,
): Promise<InvitationReview> {
  const [row] = await liveOwnershipOffers(db, invitee.email, now(), which);
  if (!row) throw invalidInvitation();
  return projectInvitationReview(OWNER_KIND, row);
}

/** The previous owner keeps full access; the new owner needs no share of their own. */
async function handOver(tx: Db, projectId: number, invitee: Invitee, at: Date) {
  const [project] = await tx.select().from(projects).where(eq(projects.id, projectId));
  const previous = project && (await findUserById(tx, project.ownerId));
  if (!previous) throw invalidInvitation();
  const companyId = (await companyIdOfMember(tx, invitee.userId)) ?? null;
  await tx
    .update(projects)
    .set({ ownerId: invitee.userId, companyId, updatedAt: at })
    .where(eq(projects.id, projectId));
  await tx
    .update(projectPermissions)
    .set({ state: 'revoked' })
    .where(
      and(eq(projectPermissions.projectId, projectId), eq(projectPermissions.email, invitee.email)),
    );
  // The kept access was never an invitation: its token is never sent.
  const kept = {
    userId: previous.id,
    permission: 'full' as const,
    state: 'accepted' as const,
    tokenHash: newInvitationToken(at).tokenHash,
    invitedBy: invitee.userId,
    expiresAt: at,
    createdAt: at,
    respondedAt: at,
  };
  await tx
    .insert(projectPermissions)
    .values({ projectId, email: previous.email, ...kept })
    .onConflictDoUpdate({
      target: [projectPermissions.projectId, projectPermissions.email],
      set: kept,
    });
}

/** Works once: of two answers at once only one finds the offer still pending. */
async function answer(
  deps: AnswerDeps,
  invitee: Invitee,
  which: SQL,
  state: Answer,
): Promise<InvitationOutcome> {
  const reviewed = await review(deps, invitee, which);
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(projectOwnershipInvitations)
      .set({ state, respondedAt: at })
      .where(answerable(projectOwnershipInvitations, reviewed.id, invitee.email, at))
      .returning();
    if (!row) throw invalidInvitation();
    if (state === 'accepted') {
      await handOver(tx, row.projectId, invitee, at);
      await withdrawOffers(tx, row.projectId);
    }
    return { id: row.id, kind: OWNER_KIND, state, projectId: row.projectId, companyId: null };
  });
}

// A link's hash is a secret: a wrong one (answered as not valid) is a guess.
export const reviewOwnershipByLink = (
  deps: AnswerDeps,
  invitee: Invitee,
  hash: string,
  guesser: Guesser,
) =>
  guessSecret(deps.db, guesser, deps.now(), () =>
    review(deps, invitee, byLink(projectOwnershipInvitations, hash)),
  );

export const answerOwnershipByLink = (
  deps: AnswerDeps,
  invitee: Invitee,
  hash: string,
  state: Answer,
  guesser: Guesser,
) =>
  guessSecret(deps.db, guesser, deps.now(), () =>
    answer(deps, invitee, byLink(projectOwnershipInvitations, hash), state),
  );

export const answerOwnershipById = (
  deps: AnswerDeps,
  invitee: Invitee,
  id: number,
  state: Answer,
) => answer(deps, invitee, eq(projectOwnershipInvitations.id, id), state);
