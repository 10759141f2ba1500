import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { InvitationKind } from '@portal/contracts';
import type { InvitationOutcome, InvitationReview } from '@portal/contracts/library';
import type { Db } from '../../db/index.ts';
import { projectPermissions, projects, users } from '../../db/schema.ts';
import { byLink, invalidInvitation, liveFor, userName, type Invitee } from './invitations.ts';

export const ACCESS_KIND = 'project access invitation' satisfies InvitationKind;

export type Answer = 'accepted' | 'declined';

/**
 * The invited user's side of a project access invitation: review it (by the mail's link or by
 * id from the pending list), then accept or decline it, once.
 */
export function createAccessAnswers({ db, now }: { db: Db; now: () => Date }) {
  async function review(invitee: Invitee, which: SQL): Promise<InvitationReview> {
    const [row] = await db
      .select({
        id: projectPermissions.id,
        permission: projectPermissions.permission,
        projectId: projects.id,
        title: projects.title,
        firstname: users.firstname,
        lastname: users.lastname,
      })
      .from(projectPermissions)
      .innerJoin(projects, eq(projects.id, projectPermissions.projectId))
      .leftJoin(users, eq(users.id, projectPermissions.invitedBy))
      .where(
        and(
          which,
          liveFor(projectPermissions, invitee.email, now()),
          // A project deleted since the invitation was sent has nothing left to offer.
          ne(projects.status, 'deleted'),
        ),
      );
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

  const reviewByLink = (invitee: Invitee, hash: string) =>
    review(invitee, byLink(projectPermissions, hash));

  const reviewById = (invitee: Invitee, id: number) =>
    review(invitee, eq(projectPermissions.id, id));

  /** Checked as reviewed; of two answers at once only one finds the invitation still pending. */
  async function answer(invitee: Invitee, id: number, state: Answer): Promise<InvitationOutcome> {
    await reviewById(invitee, id);
    const [row] = await db
      .update(projectPermissions)
      .set({ state, respondedAt: now(), userId: state === 'accepted' ? invitee.userId : null })
      .where(and(eq(projectPermissions.id, id), liveFor(projectPermissions, invitee.email, now())))
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
