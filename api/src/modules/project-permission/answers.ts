import { eq, type SQL } from 'drizzle-orm';
import type { InvitationKind } from '@portal/contracts/core';
import type { InvitationOutcome, InvitationReview } from '@portal/contracts/core';
import type { Db } from '../../db/index.ts';
import { projectPermissions } from '../../db/schema.ts';
import { guessSecret, type Guesser } from '../../lib/secret-guess.ts';
import {
  answerable,
  byLink,
  invalidInvitation,
  userName,
  type Answer,
  type Invitee,
} from '../invitations/invitations.ts';
import { liveAccessInvitations } from '../invitations/project-invitations.ts';

export const ACCESS_KIND = 'project access invitation' satisfies InvitationKind;

/**
 * The invited user's side of a project access invitation: review it (by the mail's link or by
 * id from the pending list), then accept or decline it, once.
 */
export function createAccessAnswers({ db, now }: { db: Db; now: () => Date }) {
  async function review(invitee: Invitee, which: SQL): Promise<InvitationReview> {
    const [row] = await liveAccessInvitations(db, invitee.email, now(), which);
    if (!row) throw invalidInvitation();
    return {
      id: row.id,
      kind: ACCESS_KIND,
      title: row.title,
      from: userName(row),
      permission: row.permission,
      projectId: row.projectId,
      companyId: null,
    };
  }

  /** A link's hash is a secret: a wrong one (answered as not valid) is a guess. */
  const reviewByLink = (invitee: Invitee, hash: string, guesser: Guesser) =>
    guessSecret(db, guesser, now(), () => review(invitee, byLink(projectPermissions, hash)));

  const reviewById = (invitee: Invitee, id: number) =>
    review(invitee, eq(projectPermissions.id, id));

  /** Checked as reviewed; of two answers at once only one finds the invitation still pending. */
  async function answer(invitee: Invitee, id: number, state: Answer): Promise<InvitationOutcome> {
    await reviewById(invitee, id);
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

  return { reviewByLink, reviewById, answer };
}
