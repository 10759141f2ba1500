import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.ts';
import {
  projectOwnershipInvitations,
  projectPermissions,
  projects,
  users,
} from '../../db/schema.ts';
import type { InvitationKind } from '@portal/contracts/common/statuses';
import type { InvitationReview } from '@portal/contracts/project-permission/schema';
import { liveFor, userName } from './invitations.ts';

/**
 * An invitee's live invitations to projects of one kind (access or ownership), with what a review
 * or the pending list shows: the project, who invited, when. `which` narrows them to one (by link
 * or id). A project deleted since the invitation was sent has nothing left to offer.
 */
function liveOnProjects<Extra extends SelectedFields>(
  db: Db,
  table: typeof projectPermissions | typeof projectOwnershipInvitations,
  extra: Extra,
  email: string,
  now: Date,
  which?: SQL,
) {
  return db
    .select({
      ...extra,
      id: table.id,
      projectId: projects.id,
      title: projects.title,
      firstname: users.firstname,
      lastname: users.lastname,
      createdAt: table.createdAt,
      expiresAt: table.expiresAt,
    })
    .from(table)
    .innerJoin(projects, eq(projects.id, table.projectId))
    .leftJoin(users, eq(users.id, table.invitedBy))
    .where(and(which, liveFor(table, email, now), ne(projects.status, 'deleted')));
}

export const liveOwnershipOffers = (db: Db, email: string, now: Date, which?: SQL) =>
  liveOnProjects(db, projectOwnershipInvitations, {}, email, now, which);

/** Access invitations also carry the permission offered. */
export const liveAccessInvitations = (db: Db, email: string, now: Date, which?: SQL) =>
  liveOnProjects(
    db,
    projectPermissions,
    { permission: projectPermissions.permission },
    email,
    now,
    which,
  );

/** What the invitee reviews of one live project invitation, of either kind. */
export const projectInvitationReview = (
  kind: InvitationKind,
  row: Awaited<ReturnType<typeof liveOwnershipOffers>>[number] & {
    permission?: InvitationReview['permission'];
  },
): InvitationReview => ({
  id: row.id,
  kind,
  title: row.title,
  from: userName(row),
  permission: row.permission ?? null,
  projectId: row.projectId,
  companyId: null,
});
