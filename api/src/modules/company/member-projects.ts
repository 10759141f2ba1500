import { and, count, eq, ne } from 'drizzle-orm';
import type { Page } from '@portal/contracts/common/page-schema';
import type { ProjectView } from '@portal/contracts/project/schema';
import type { Db } from '../../db/index.ts';
import { projects } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import { newestProjectViews } from '../project/views.ts';

/**
 * A member's projects made on the company's account, newest first, as the company's owner (or
 * staff) sees them: the projects' own views, with the caller's access by the one rule.
 */
export async function memberProjects(
  db: Db,
  { companyId, userId }: { companyId: number; userId: number },
  { page, pageSize }: { page: number; pageSize: number },
  actor: Actor,
): Promise<Page<ProjectView>> {
  const where = [
    eq(projects.ownerId, userId),
    eq(projects.companyId, companyId),
    ne(projects.status, 'deleted'),
  ];
  const [total] = await db
    .select({ n: count() })
    .from(projects)
    .where(and(...where));
  const result = await newestProjectViews(db, actor, where, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { result, total: total?.n ?? 0, page, pageSize };
}
