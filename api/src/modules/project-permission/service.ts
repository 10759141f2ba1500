import { and, asc, eq, inArray, lte, ne, or } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { projectCan } from '@portal/contracts/project/access';
import { sharingTexts } from '@portal/contracts/project-permission/texts';
import type { ProjectPermission } from '@portal/contracts/common/statuses';
import type { ProjectShare } from '@portal/contracts/project-permission/schema';
import type { Db } from '../../db/index.ts';
import { projectPermissions, users } from '../../db/schema.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import type { Actor } from '../../lib/caller.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { findUserByEmail, findUserById, normaliseEmail } from '../user/service.ts';
import { newInvitationToken, userName } from '../invitations/invitations.ts';
import { invitationLetter } from './invitations.ts';
import { accessChangedMail, projectInvitationMail } from './mails.ts';
import { projectAccess } from './access.ts';
import { requireLive, requireProject } from './gate.ts';
import type { ProjectRow } from '../../db/rows.ts';

type SharingDeps = Pick<ServiceDeps, 'db' | 'mailer' | 'now' | 'portalUrl'>;

export interface ShareInput {
  projectId: number;
  email: string;
  permission: ProjectPermission;
}

type ShareRow = typeof projectPermissions.$inferSelect;

const emailError = (message: string) => new RequestValidationError([{ field: 'email', message }]);

/**
 * Sharing a project by invitation (client spec sections 3, 4 and 6): the owner, a full-access
 * user or staff invite an email with full, read or write access, change it and revoke it. Only
 * they see who else has access.
 */

/** The holder's name shows once the invitation is accepted. */
const toShare = (row: ShareRow, holder: string | null): ProjectShare => ({
  id: row.id,
  projectId: row.projectId,
  email: row.email,
  permission: row.permission,
  state: row.state,
  userName: row.state === 'accepted' ? holder : null,
  createdAt: Math.floor(row.createdAt.getTime() / 1000),
});

/** A share of a project the actor manages; any other answers 404, whoever asks. */
async function managedShare(db: Db, actor: Actor, id: number): Promise<ShareRow> {
  const [row] = await db.select().from(projectPermissions).where(eq(projectPermissions.id, id));
  if (
    !row ||
    row.state === 'revoked' ||
    !projectCan.manage(await projectAccess(db, actor, row.projectId))
  )
    throw new ApiError(404, sharingTexts.shareNotFound);
  return row;
}

async function inviterName(db: Db, actor: Actor): Promise<string> {
  const user = await findUserById(db, actor.userId);
  return user ? userName(user) : '';
}

async function sendInvitation(
  { db, mailer, portalUrl }: Pick<ServiceDeps, 'db' | 'mailer' | 'portalUrl'>,
  actor: Actor,
  project: ProjectRow,
  row: ShareRow,
  token: string,
) {
  const letter = await invitationLetter(db, portalUrl, {
    to: row.email,
    from: await inviterName(db, actor),
    title: project.title,
    path: 'project-invitation',
    token,
  });
  mailer.sendInBackground(projectInvitationMail(letter, row.permission));
}

/** Not the sharer, nor the owner, nor a staff account (twice is the insert's affair). */
async function checkInvitee(db: Db, actor: Actor, project: ProjectRow, email: string) {
  const [sharer, owner, account] = await Promise.all([
    findUserById(db, actor.userId),
    findUserById(db, project.ownerId),
    findUserByEmail(db, email),
  ]);
  if (email === sharer?.email) throw emailError(sharingTexts.yourself);
  if (email === owner?.email) throw emailError(sharingTexts.owner);
  if (account && account.role !== Role.CLIENT) throw emailError(sharingTexts.notClient);
}

export async function listShares(db: Db, actor: Actor, projectId: number): Promise<ProjectShare[]> {
  await requireProject(db, actor, projectId, projectCan.manage);
  const rows = await db
    .select({ share: projectPermissions, firstname: users.firstname, lastname: users.lastname })
    .from(projectPermissions)
    .leftJoin(users, eq(users.id, projectPermissions.userId))
    .where(
      and(eq(projectPermissions.projectId, projectId), ne(projectPermissions.state, 'revoked')),
    )
    .orderBy(asc(projectPermissions.createdAt), asc(projectPermissions.id));
  return rows.map((row) => toShare(row.share, row.firstname === null ? null : userName(row)));
}

/**
 * Invites an email; a revoked, declined or expired invitation of the same email is renewed
 * in place (one row per project and email), with a new link.
 */
export async function shareProject(
  deps: SharingDeps,
  actor: Actor,
  input: ShareInput,
): Promise<ProjectShare> {
  const { db, now } = deps;
  const { project } = await requireProject(db, actor, input.projectId, projectCan.manage);
  requireLive(project);
  const email = normaliseEmail(input.email);
  await checkInvitee(db, actor, project, email);
  const at = now();
  const { token, tokenHash, expiresAt } = newInvitationToken(at);
  const invitation = {
    permission: input.permission,
    tokenHash,
    state: 'pending' as const,
    userId: null,
    invitedBy: actor.userId,
    expiresAt,
    createdAt: at,
    respondedAt: null,
  };
  const [row] = await db
    .insert(projectPermissions)
    .values({ projectId: project.id, email, ...invitation })
    .onConflictDoUpdate({
      target: [projectPermissions.projectId, projectPermissions.email],
      set: invitation,
      setWhere: or(
        inArray(projectPermissions.state, ['revoked', 'declined']),
        and(eq(projectPermissions.state, 'pending'), lte(projectPermissions.expiresAt, at)),
      ),
    })
    .returning();
  if (!row) {
    const [existing] = await db
      .select({ state: projectPermissions.state })
      .from(projectPermissions)
      .where(
        and(eq(projectPermissions.projectId, project.id), eq(projectPermissions.email, email)),
      );
    throw emailError(
      existing?.state === 'accepted' ? sharingTexts.alreadyShared : sharingTexts.alreadyInvited,
    );
  }
  await sendInvitation(deps, actor, project, row, token);
  return toShare(row, null);
}

/**
 * A new level: a pending invitation is sent again with it (a new link), an accepted access
 * changes at once and its holder is told by mail.
 */
export async function changeShare(
  deps: SharingDeps,
  actor: Actor,
  id: number,
  permission: ProjectPermission,
): Promise<ProjectShare> {
  const { db, mailer, now } = deps;
  const current = await managedShare(db, actor, id);
  if (current.state === 'declined') throw new ApiError(404, sharingTexts.shareNotFound);
  const { project } = await requireProject(db, actor, current.projectId, projectCan.manage);
  requireLive(project);
  const renewed = current.state === 'pending' ? newInvitationToken(now()) : undefined;
  const [row] = await db
    .update(projectPermissions)
    .set({
      permission,
      ...(renewed ? { tokenHash: renewed.tokenHash, expiresAt: renewed.expiresAt } : {}),
    })
    .where(and(eq(projectPermissions.id, id), eq(projectPermissions.state, current.state)))
    .returning();
  if (!row) throw new ApiError(404, sharingTexts.shareNotFound);
  if (renewed) {
    await sendInvitation(deps, actor, project, row, renewed.token);
    return toShare(row, null);
  }
  mailer.sendInBackground(accessChangedMail(row.email, project.title, permission));
  const holder = row.userId === null ? undefined : await findUserById(db, row.userId);
  return toShare(row, holder ? userName(holder) : null);
}

/** Ends an access or withdraws an invitation: its link stops working at once. */
export async function revokeShare(db: Db, actor: Actor, id: number): Promise<void> {
  await managedShare(db, actor, id);
  await db
    .update(projectPermissions)
    .set({ state: 'revoked' })
    .where(eq(projectPermissions.id, id));
}
