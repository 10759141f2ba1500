import { eq, type SQL } from 'drizzle-orm';
import type { InvitationKind } from '@portal/contracts/common/statuses';
import type {
  InvitationOutcome,
  InvitationReview,
} from '@portal/contracts/project-permission/schema';
import { projectPermissions } from '../../db/schema.ts';
import { guessSecret, type Guesser } from '../../lib/secret-guess.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import {
  answerable,
  byLink,
  invalidInvitation,
  type Answer,
  type Invitee,
} from '../invitations/invitations.ts';
import {
  liveAccessInvitations,
  projectInvitationReview,
} from '../invitations/project-invitations.ts';

export const ACCESS_KIND = 'project access invitation' satisfies InvitationKind;

/**
 * The invited user's side of a project access invitation: review it (by the mail's link or by
 * id from the pending list), then accept or decline it, once.
 */

type AnswerDeps = Pick<ServiceDeps, 'db' | 'now'>;

async function review(
  { db, now }: AnswerDeps,
  invitee: Invitee,
  which: SQL,
): Promise<InvitationReview> {
  const [row] = await liveAccessInvitations(db, invitee.email, now(), which);
  if (!row) throw invalidInvitation();
  return projectInvitationReview(ACCESS_KIND, row);
}

/** A link's hash is a secret: a wrong one (answered as not valid) is a guess. */
export const reviewAccessByLink = (
  deps: AnswerDeps,
  invitee: Invitee,
  hash: string,
  guesser: Guesser,
) =>
  guessSecret(deps.db, guesser, deps.now(), () =>
    review(deps, invitee, byLink(projectPermissions, hash)),
  );

export const reviewAccessById = (deps: AnswerDeps, invitee: Invitee, id: number) =>
  review(deps, invitee, eq(projectPermissions.id, id));

/** Checked as reviewed; of two answers at once only one finds the invitation still pending. */
export async function answerAccess(
  deps: AnswerDeps,
  invitee: Invitee,
  id: number,
  state: Answer,
): Promise<InvitationOutcome> {
  const { db, now } = deps;
  await reviewAccessById(deps, invitee, id);
  const [row] = await db
    .update(projectPermissions)
    .set({ state, respondedAt: now(), userId: state === 'accepted' ? invitee.userId : null })
    .where(answerable(projectPermissions, id, invitee.email, now()))
    .returning();
  if (!row) throw invalidInvitation();
  return {
    id: row.id,
    kind: ACCESS_KIND,
    state: row.state,
    projectId: row.projectId,
    companyId: null,
  };
}
