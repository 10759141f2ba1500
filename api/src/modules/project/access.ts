import { and, eq } from 'drizzle-orm';
import { Role, type ProjectPermission } from '@portal/contracts';
import type { Db } from '../../db/index.ts';
import { companies, projectPermissions, projects } from '../../db/schema.ts';

/**
 * How a user reaches a project (client spec section 6): staff reach every project; a client owns
 * it, was given full, read or write access by invitation, or owns the company it was made in.
 */
export type ProjectAccess = 'staff' | 'owner' | 'company' | ProjectPermission;

export interface Actor {
  userId: number;
  role: Role;
}

// Restricted admins work the assign grid only; they reach media through it, not projects.
const staffRoles: readonly Role[] = [Role.ADMIN, Role.SUPER_ADMIN];

export const isStaffAdmin = (actor: Actor): boolean => staffRoles.includes(actor.role);

/** What each way of reaching a project allows. */
export const projectCan = {
  /** See the project, its media and download transcripts. */
  read: (access: ProjectAccess | null): boolean => access !== null && access !== 'write',
  /** See the project and add media to it (write is upload-only: no transcripts). */
  see: (access: ProjectAccess | null): boolean => access !== null,
  upload: (access: ProjectAccess | null): boolean =>
    access === 'staff' || access === 'owner' || access === 'full' || access === 'write',
  /** Edit details, share, change or revoke access. */
  manage: (access: ProjectAccess | null): boolean =>
    access === 'staff' || access === 'owner' || access === 'full',
  /** Delete, hand over ownership. */
  own: (access: ProjectAccess | null): boolean => access === 'staff' || access === 'owner',
};

/**
 * The actor's access to a project, or null when they have none or it does not exist: callers
 * answer both with the same 404, so a client never learns another client's project exists.
 */
export async function projectAccess(
  db: Db,
  actor: Actor,
  projectId: number,
): Promise<ProjectAccess | null> {
  const [project] = await db
    .select({ ownerId: projects.ownerId, companyOwnerId: companies.ownerId })
    .from(projects)
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .where(eq(projects.id, projectId));
  if (!project) return null;
  if (isStaffAdmin(actor)) return 'staff';
  if (actor.role !== Role.CLIENT) return null;
  if (project.ownerId === actor.userId) return 'owner';
  const [granted] = await db
    .select({ permission: projectPermissions.permission })
    .from(projectPermissions)
    .where(
      and(
        eq(projectPermissions.projectId, projectId),
        eq(projectPermissions.userId, actor.userId),
        eq(projectPermissions.state, 'accepted'),
      ),
    );
  if (granted) return granted.permission;
  if (project.companyOwnerId === actor.userId) return 'company';
  return null;
}
