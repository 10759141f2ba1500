import { and, asc, desc, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { StaffMediaSortKey } from '@portal/contracts/common/limits';
import type { Db } from '../../db/index.ts';
import { liveSessions, media, services } from '../../db/schema.ts';
import {
  client,
  clientName,
  staffMediaIds,
  staffMediaSortKeys,
  staffMediaWhere,
  turnaround,
  type StaffMediaList,
} from './staff-list-query.ts';

const sortColumns: Record<StaffMediaSortKey, SQL> = {
  shortId: sql`${media.shortId}`,
  clientName: sql`lower(${clientName})`,
  title: sql`lower(${media.title})`,
  status: sql`${media.status}`,
  subStatus: sql`${media.subStatus}`,
  serviceOptionsName: sql`${services.name}`,
  turnaround,
  onHold: sql`${media.onHold}`,
  priority: sql`${media.priority}`,
  difficulty: sql`${media.difficulty}`,
  duration: sql`${media.duration}`,
  deadline: sql`${media.deadline}`,
  createdAt: sql`${media.createdAt}`,
  meetingStart: sql`${liveSessions.startsAt}`,
};

/**
 * The page's order: the column, then the id, both one way, so that one index on (column, id)
 * serves both directions (read backwards for desc, where PostgreSQL puts empty values first).
 */
function staffMediaOrder({ sort, order }: StaffMediaList): SQL[] {
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  return [sql`${sortColumns[sort]} ${direction}`, sql`${media.id} ${direction}`];
}

/** The same order over a derived table of the page's candidates: their `sort_key`, then `id`. */
function candidatesOrder({ order }: StaffMediaList): SQL[] {
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  return [sql`sort_key ${direction}`, sql`id ${direction}`];
}

/** Where a page starts and ends: values, or placeholders of a statement prepared once. */
export interface Paging {
  /** The page's size. */
  limit: number | Placeholder;
  /** The rows before the page. */
  offset: number | Placeholder;
  /** The rows up to the page's end. */
  enough: number | Placeholder;
}

export const pagingOf = ({ page, pageSize }: StaffMediaList): Paging => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
  enough: page * pageSize,
});

/**
 * By client name: media and client are joined inner, so PostgreSQL reads the clients in name
 * order (users_name_sort_idx) and each one's media (media_user_idx), and stops once it has the
 * page; a left join would read every media first. Media without a client (a guest's uploads) are
 * the other branch, last when ascending like any empty value. Each branch stops at the page's end.
 */
function byClientName(
  db: Db,
  input: StaffMediaList,
  where: SQL | undefined,
  { limit, offset, enough }: Paging,
) {
  const withClient = db
    .select({ id: media.id, sortKey: sql<string | null>`${sortColumns.clientName}`.as('sort_key') })
    .from(media)
    .innerJoin(client, eq(client.id, media.userId))
    .where(where)
    .orderBy(...staffMediaOrder(input))
    .limit(enough);
  const withoutClient = db
    .select({ id: media.id, sortKey: sql<string | null>`null`.as('sort_key') })
    .from(media)
    .where(and(isNull(media.userId), where))
    .orderBy(input.order === 'asc' ? asc(media.id) : desc(media.id))
    .limit(enough);
  return unionAll(withClient, withoutClient)
    .orderBy(...candidatesOrder(input))
    .limit(limit)
    .offset(offset);
}

/**
 * With a title filter, the media it matches (media_title_trgm_idx) are sorted for the page. Left
 * to itself, PostgreSQL walks the sort's index hoping to meet them soon, and by title they sit
 * together (every "Quarterly ..." after every "Board ..."): it read most of the table. OFFSET 0
 * keeps the matching a query of its own, planned for all its rows.
 */
function byTitleMatches(
  db: Db,
  input: StaffMediaList,
  where: SQL | undefined,
  { limit, offset }: Paging,
) {
  const matching = staffMediaSortKeys(db, input.sort, sortColumns[input.sort])
    .where(where)
    .getSQL();
  return db
    .select({ id: sql<number>`id` })
    .from(sql`(${matching} offset 0) as matching`)
    .orderBy(...candidatesOrder(input))
    .limit(limit)
    .offset(offset);
}

/** The ids of a page of the assign grid, in its order. */
export function staffMediaPage(db: Db, input: StaffMediaList, paging = pagingOf(input)) {
  const where = staffMediaWhere(input);
  if (input.sort === 'clientName') return byClientName(db, input, where, paging);
  if (input.title) return byTitleMatches(db, input, where, paging);
  return staffMediaIds(db, input.sort)
    .where(where)
    .orderBy(...staffMediaOrder(input))
    .limit(paging.limit)
    .offset(paging.offset);
}
