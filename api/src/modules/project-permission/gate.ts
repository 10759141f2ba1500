import { eq } from 'drizzle-orm';
import { errorTexts, sharingTexts, type ProjectAccess } from '@portal/contracts/core';
import type { Db } from '../../db/index.ts';
import { projects } from '../../db/schema.ts';
import { ApiError } from '../../lib/http-errors.ts';
import type { Actor } from '../../lib/caller.ts';
import { projectAccess } from './access.ts';

export type ProjectRow = typeof projects.$inferSelect;

/**
 * The project when the actor's access allows `can`. No access and a deleted project answer the
 * same 404 (a client never learns another client's project exists); access that does not
 * allow it answers 403.
 */
export async function projectAllowing(
  db: Db,
  actor: Actor,
  projectId: number,
  can: (access: ProjectAccess | null) => boolean,
): Promise<ProjectRow> {
  const access = await projectAccess(db, actor, projectId);
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project || access === null || project.status === 'deleted')
    throw new ApiError(404, sharingTexts.projectNotFound);
  if (!can(access)) throw new ApiError(403, errorTexts.unauthorized);
  return project;
}
