import { and, eq } from 'drizzle-orm';
import { can } from '@portal/contracts/policy/policy';
import type { ProjectAccess } from '@portal/contracts/project/access';
import type { Db } from '../../db/index.ts';
import { companies, projectPermissions, projects } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';

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
  if (can(actor, 'project.reachAny')) return 'staff';
  // Other staff have no project of their own, no share and no company.
  if (!can(actor, 'project.use')) return null;
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
