import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { can } from '@portal/contracts/policy/policy';
import {
  defaultMediaStatuses,
  type ProjectListInput,
  type ProjectView,
} from '@portal/contracts/project/schema';
import { hidesInvoiced, liveLibraryMediaStatuses } from '@portal/contracts/project/status';
import { projectStatuses } from '@portal/contracts/common/statuses';
import type { ProjectAccess } from '@portal/contracts/project/access';
import type { Db } from '../../db/index.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import {
  companies,
  liveSessions,
  media,
  projectPermissions,
  projects,
  users,
} from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import { containing } from '../../lib/like.ts';

const ownerName = sql<string>`${users.firstname} || ' ' || ${users.lastname}`;

type ProjectList = DomainInput<ProjectListInput>;

const sortColumns: Record<ProjectList['sort'], SQL> = {
  title: sql`lower(${projects.title})`,
  shortId: sql`${projects.shortId}`,
  status: sql`${projects.status}`,
  ownerName: sql`lower(${ownerName})`,
  company: sql`lower(${companies.name})`,
  createdAt: sql`${projects.createdAt}`,
  deadline: sql`${projects.deadline}`,
};

/** `%text%` for ILIKE, with the pattern characters the user typed taken literally. */

/** The caller's accepted share of the project, joined once per row. */
const callerShare = (actor: Actor) =>
  and(
    eq(projectPermissions.projectId, projects.id),
    eq(projectPermissions.userId, actor.userId),
    eq(projectPermissions.state, 'accepted'),
  );

/**
 * How the caller reaches each row, in the order projectAccess decides it (staff, owner, share,
 * company); access.test.ts checks the two agree.
 */
const accessOf = (actor: Actor): SQL<ProjectAccess> =>
  can(actor, 'project.reachAny')
    ? sql<ProjectAccess>`'staff'`
    : sql<ProjectAccess>`case
        when ${projects.ownerId} = ${actor.userId} then 'owner'
        when ${projectPermissions.permission} is not null then ${projectPermissions.permission}
        else 'company' end`;

/**
 * The ids of the projects a client reaches, each way by its own index (projects_owner_idx,
 * project_permissions_user_idx, the company's unique owner and projects_company_idx): only the
 * ways asked for, or all of them.
 */
function reachable(actor: Actor, typesAllowed: ProjectList['typesAllowed']): SQL {
  const levels = typesAllowed?.filter((type) => type !== 'owner') ?? [];
  const ways: SQL[] = [];
  if (!typesAllowed || typesAllowed.includes('owner'))
    ways.push(
      sql`select ${projects.id} from ${projects} where ${projects.ownerId} = ${actor.userId}`,
    );
  if (!typesAllowed || levels.length > 0)
    ways.push(
      sql`select ${projectPermissions.projectId} from ${projectPermissions}
          where ${projectPermissions.userId} = ${actor.userId}
          and ${projectPermissions.state} = 'accepted'
          ${levels.length > 0 ? sql`and ${inArray(projectPermissions.permission, levels)}` : sql``}`,
    );
  if (!typesAllowed)
    ways.push(
      sql`select p.id from ${projects} p join ${companies} c on c.id = p.company_id
          where c.owner_id = ${actor.userId}`,
    );
  return sql.join(ways, sql` union all `);
}

/**
 * What a client reaches, found first and on its own (staff listing everything reach all:
 * undefined). The page's query is then a lookup by id, much cheaper to plan than the same query
 * over the union, and a client who reaches nothing is answered without it.
 */
export async function reachedProjectIds(
  db: Db,
  actor: Actor,
  typesAllowed: ProjectList['typesAllowed'],
): Promise<number[] | undefined> {
  if (can(actor, 'project.reachAny') && !typesAllowed) return undefined;
  const rows = await db
    .select({ id: sql<number>`reached.id` })
    .from(sql`(${reachable(actor, typesAllowed)}) as reached(id)`);
  return [...new Set(rows.map((row) => row.id))];
}

/**
 * The live-note projects: those holding a live note-taking session (a media with a live_sessions
 * row) from its booking on, as the live-note library lists their media. Sessions are few beside
 * projects: the subquery starts from them.
 */
const holdsLiveSession = sql`${projects.id} in (
  select m.project_id from ${liveSessions} s join ${media} m on m.id = s.media_id
  where m.status in (${sql.join(
    liveLibraryMediaStatuses.map((status) => sql`${status}`),
    sql`, `,
  )}))`;

/**
 * The statuses listed: those asked for, else all but deleted; never invoiced in the live-note
 * library's upload-only tab (client spec section 4).
 */
function statusCondition(query: ProjectList): SQL {
  if (!hidesInvoiced(query.live, query.typesAllowed))
    return query.status ? inArray(projects.status, query.status) : ne(projects.status, 'deleted');
  const asked = query.status ?? projectStatuses.filter((status) => status !== 'deleted');
  return inArray(
    projects.status,
    asked.filter((status) => status !== 'invoiced'),
  );
}

function conditions(query: ProjectList, reached: number[] | undefined): SQL[] {
  const where: SQL[] = [];
  if (reached) where.push(sql`${projects.id} = any(${sql.param(reached)}::int[])`);
  if (query.live) where.push(holdsLiveSession);
  where.push(statusCondition(query));
  const filters: [string | undefined, SQL][] = [
    [query.title, sql`${projects.title}`],
    [query.shortId, sql`${projects.shortId}`],
    [query.ownerName, ownerName],
    [query.company, sql`${companies.name}`],
  ];
  for (const [text, column] of filters)
    if (text) where.push(sql`${column} ilike ${containing(text)}`);
  return where;
}

const toSeconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** The projects' rows with what their views need, and the total before paging: one query. */
function selectRows(
  db: Db,
  actor: Actor,
  where: SQL[],
  page: { order: SQL[]; limit: number; offset: number },
) {
  return db
    .select({
      project: projects,
      ownerName,
      company: companies.name,
      access: accessOf(actor),
      mediaCount: sql<number>`(select count(*) from ${media}
        where ${media.projectId} = ${projects.id}
        and ${inArray(media.status, [...defaultMediaStatuses])})::int`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(projectPermissions, callerShare(actor))
    .where(and(...where))
    .orderBy(...page.order)
    .limit(page.limit)
    .offset(page.offset);
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

const toView = (row: Row): ProjectView => ({
  id: row.project.id,
  shortId: row.project.shortId,
  title: row.project.title,
  status: row.project.status,
  ownerId: row.project.ownerId,
  ownerName: row.ownerName,
  company: row.company,
  deadline: toSeconds(row.project.deadline),
  mediaDue: toSeconds(row.project.mediaDue),
  poNumber: row.project.poNumber,
  duplicateOnCompletion: row.project.duplicateOnCompletion,
  createdAt: toSeconds(row.project.createdAt) ?? 0,
  mediaCount: row.mediaCount,
  access: row.access,
});

function listOrder(query: ProjectList): SQL[] {
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  return [
    sql`${sortColumns[query.sort]} ${direction} nulls last`,
    sql`${projects.id} ${direction}`,
  ];
}

/** The page's query, over the projects reached (the bench EXPLAINs it). */
export const listQuery = (
  db: Db,
  actor: Actor,
  query: ProjectList,
  reached: number[] | undefined,
) =>
  selectRows(db, actor, conditions(query, reached), {
    order: listOrder(query),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });

/** The total alone, for a page past the end (whose rows cannot carry it). */
async function countProjects(
  db: Db,
  query: ProjectList,
  reached: number[] | undefined,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .leftJoin(companies, eq(companies.id, projects.companyId))
    .where(and(...conditions(query, reached)));
  return row?.total ?? 0;
}

/** GET /v1/project: one page of what the caller reaches, filtered and sorted, with the total. */
export async function listProjects(db: Db, actor: Actor, query: ProjectList) {
  const reached = await reachedProjectIds(db, actor, query.typesAllowed);
  const page = { page: query.page, pageSize: query.pageSize };
  if (reached?.length === 0) return { result: [], total: 0, ...page };
  const rows = await listQuery(db, actor, query, reached);
  const total = rows[0]?.total ?? (query.page > 1 ? await countProjects(db, query, reached) : 0);
  return { result: rows.map(toView), total, ...page };
}

/** Projects matching `where` as the caller sees them, newest first: one query, for other lists. */
export async function newestProjectViews(
  db: Db,
  actor: Actor,
  where: SQL[],
  page: { limit: number; offset: number },
): Promise<ProjectView[]> {
  const rows = await selectRows(db, actor, where, {
    order: [desc(projects.createdAt), desc(projects.id)],
    ...page,
  });
  return rows.map(toView);
}

/** One project as the caller sees it, their access already decided by projectAccess. */
export async function projectView(
  db: Db,
  actor: Actor,
  id: number,
  access: ProjectAccess,
): Promise<ProjectView | undefined> {
  const [row] = await selectRows(db, actor, [eq(projects.id, id)], {
    order: [],
    limit: 1,
    offset: 0,
  });
  return row && { ...toView(row), access };
}
