import { eq } from 'drizzle-orm';
import { projectTexts } from '@portal/contracts/project/texts';
import type { ProjectAccess } from '@portal/contracts/project/access';
import type { Db } from '../../db/index.ts';
import { projects } from '../../db/schema.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import type { Actor } from '../../lib/caller.ts';
import { projectAccess } from './access.ts';
import type { ProjectRow } from '../../db/rows.ts';

/** What a rule on the caller's access to a project allows (projectCan.see, .manage, …). */
export type Can = (access: ProjectAccess | null) => boolean;

/**
 * The project and the caller's access to it, when that access allows `can`: 404 when they
 * cannot see it at all, whether or not it exists (a client never learns another client's
 * project exists), 403 when they can see it but not do this.
 */
export async function requireProject(
  db: Db,
  actor: Actor,
  id: number,
  can: Can,
): Promise<{ project: ProjectRow; access: ProjectAccess }> {
  const access = await projectAccess(db, actor, id);
  if (access === null) throw new ApiError(404, projectTexts.notFound);
  if (!can(access)) throw new ApiError(403, projectTexts.notAllowed);
  const [project] = await db.select().from(projects).where(eq(projects.id, id));
  if (!project) throw new ApiError(404, projectTexts.notFound);
  return { project, access };
}

/** Before a change: a deleted project is only looked at (422). */
export function requireLive(project: ProjectRow): void {
  if (project.status === 'deleted')
    throw new RequestValidationError([{ message: projectTexts.deleted }]);
}
