import { sql, type Placeholder } from 'drizzle-orm';
import { STAFF_MEDIA_COUNT_CAP } from '@portal/contracts/common/limits';
import type { StaffMedia } from '@portal/contracts/media/staff-media-schema';
import type { Db } from '../../db/index.ts';
import { media } from '../../db/schema.ts';
import { preparedPerDatabase } from '../../lib/prepared.ts';
import { pagingOf, staffMediaPage } from './staff-list-page.ts';
import { staffMediaWhere, type StaffMediaList } from './staff-list-query.ts';
import { staffRows } from './staff-list-rows.ts';

/** The grid's rows of the media `ids` (an array), prepared: the batch query's one statement. */
const rowsOfIds = preparedPerDatabase((db) =>
  staffRows(db, sql`${sql.placeholder('ids')}::int[]`).prepare('staff_grid_rows'),
);

/**
 * How many matching media are counted: STAFF_MEDIA_COUNT_CAP, or up to the page's end when that is
 * further, so that a page past the cap still has a next one while more match.
 */
export const countCap = ({ page, pageSize }: StaffMediaList) =>
  Math.max(STAFF_MEDIA_COUNT_CAP, page * pageSize);

/**
 * The page's ids, in its order, and how many media match up to `counted` (the cap + 1), in one
 * statement: the count stops at the first row past the cap rather than reading every match. The
 * page's ORDER BY and LIMIT hold inside array(), which keeps the rows as its subquery gives them.
 */
export function pageAndTotal(
  db: Db,
  query: StaffMediaList,
  counted: number | Placeholder,
  paging = pagingOf(query),
) {
  const matching = sql`select 1 from ${media} where ${staffMediaWhere(query)} limit ${counted}`;
  const page = staffMediaPage(db, query, paging).getSQL();
  return db
    .select({
      total: sql<number>`(select count(*)::int from (${matching}) as counted)`,
      ids: sql<number[]>`array(select id from (${page}) as page)`,
    })
    .from(sql`(select) as one`);
}

/** What a view without filters is told apart by: its page, its order and its kind of media. */
const viewKeys: ReadonlySet<string> = new Set(['page', 'pageSize', 'sort', 'order', 'live']);
const isUnfiltered = (query: StaffMediaList) =>
  Object.entries(query).every(([key, value]) => value === undefined || viewKeys.has(key));

/**
 * The statement of the views without filters (the grid as it opens, sorted by a column), by
 * sort, order and kind: prepared once a connection, the page's bounds its values. At most 56
 * (14 sorts, 2 orders, 2 kinds), so their number on each connection stays small.
 */
const unfilteredViews = preparedPerDatabase(
  () => new Map<string, ReturnType<ReturnType<typeof pageAndTotal>['prepare']>>(),
);

function unfilteredPage(db: Db, query: StaffMediaList) {
  const key = `${query.sort}_${query.order}_${query.live ? 'live' : 'recordings'}`;
  const views = unfilteredViews(db);
  let prepared = views.get(key);
  if (!prepared) {
    const paging = {
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
      enough: sql.placeholder('enough'),
    };
    prepared = pageAndTotal(db, query, sql.placeholder('counted'), paging).prepare(
      `staff_grid_${key}`,
    );
    views.set(key, prepared);
  }
  return prepared;
}

/** The page's ids and total: a prepared statement for a view without filters (the commonest). */
function findPage(db: Db, query: StaffMediaList, cap: number) {
  if (!isUnfiltered(query)) return pageAndTotal(db, query, cap + 1).execute();
  return unfilteredPage(db, query).execute({ ...pagingOf(query), counted: cap + 1 });
}

/** The grid's rows of these media, in the order of `ids`; unknown ids are left out. */
async function rowsOf(db: Db, ids: number[]): Promise<StaffMedia[]> {
  if (ids.length === 0) return [];
  const [found] = await rowsOfIds(db).execute({ ids });
  return found?.rows ?? [];
}

/**
 * GET /v1/media for staff: a page of the assign grid and its total, capped (see countCap). Two
 * round trips: the page's ids with the total (each subquery joining only what it needs, built
 * for the filters given, or prepared for a view without any), then the rows of those ids, a
 * prepared statement whose plan the database keeps (planning it took longer than running it).
 */
export async function listStaffMedia(db: Db, query: StaffMediaList) {
  const cap = countCap(query);
  const [found] = await findPage(db, query, cap);
  const total = found?.total ?? 0;
  return {
    result: await rowsOf(db, found?.ids ?? []),
    total: Math.min(total, cap),
    totalIsCapped: total > cap,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * POST /v1/media/batch-query: the rows of these media, whatever the grid's filters, in the
 * order asked; ids of media that do not exist (or demo recordings) are left out.
 */
export const batchStaffMedia = async (db: Db, ids: number[]) => ({ result: await rowsOf(db, ids) });
