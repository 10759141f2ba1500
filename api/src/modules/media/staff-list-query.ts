import { and, eq, ilike, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { StaffMediaSortKey } from '@portal/contracts/common/limits';
import type { MediaStatus } from '@portal/contracts/common/statuses';
import type { StaffMediaListInput } from '@portal/contracts/media/staff-media-schema';
import type { Db } from '../../db/index.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import {
  companies,
  companyMembers,
  jobs,
  liveSessions,
  media,
  preBookings,
  projects,
  services,
  users,
} from '../../db/schema.ts';
import { containing } from '../../lib/like.ts';

export const client = alias(users, 'client');

/** GET /v1/media's query, as the staff's media list reads it. */
export type StaffMediaList = DomainInput<StaffMediaListInput>;

/** The client's name as the grid shows it. */
export const clientName = sql<string | null>`${client.firstname} || ' ' || ${client.lastname}`;
export const turnaround = sql<number | null>`(${media.serviceOptions} ->> 'turnaround')::int`;
const serviceId = sql`(${media.serviceOptions} ->> 'id')::int`;
const jobOfMediaWhere = (condition: SQL) =>
  sql`exists (select 1 from ${jobs} where ${jobs.mediaId} = ${media.id} and ${condition})`;

/**
 * The staff's media with their client, the client's company, the service, the project, the
 * pre-booking and the live session: what a row shows (staff-list-rows.ts). Every join is on a
 * unique key, so a row stays one media.
 */
export const joined = <Query extends PgSelect>(query: Query) =>
  query
    .leftJoin(client, eq(client.id, media.userId))
    .leftJoin(companyMembers, eq(companyMembers.userId, media.userId))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .leftJoin(services, eq(services.id, serviceId))
    .leftJoin(projects, eq(projects.id, media.projectId))
    .leftJoin(preBookings, eq(preBookings.id, media.preBookingId))
    .leftJoin(liveSessions, eq(liveSessions.mediaId, media.id));

/**
 * A page's ids join only the table their sort reads, if any: the filters read the media alone
 * (or subqueries), and the other joins, on unique keys, would be dropped by PostgreSQL after
 * Drizzle took a tenth of a millisecond to write them.
 */
const joinedForSort = <Query extends PgSelect>(query: Query, sort: StaffMediaSortKey) => {
  if (sort === 'serviceOptionsName') return query.leftJoin(services, eq(services.id, serviceId));
  if (sort === 'meetingStart')
    return query.leftJoin(liveSessions, eq(liveSessions.mediaId, media.id));
  return query;
};

export const staffMediaIds = (db: Db, sort: StaffMediaSortKey) =>
  joinedForSort(db.select({ id: media.id }).from(media).$dynamic(), sort);
/** The ids with a sort key beside them, `sort_key`, for a page sorted outside this query. */
export const staffMediaSortKeys = (db: Db, sort: StaffMediaSortKey, sortKey: SQL) =>
  joinedForSort(
    db
      .select({ id: media.id, sortKey: sql`${sortKey}`.as('sort_key') })
      .from(media)
      .$dynamic(),
    sort,
  );
/** The assign grid's default view (staff spec section 4): media in production or just done. */
const defaultViewStatuses: readonly MediaStatus[] = ['ordered', 'assigned', 'done'];

/**
 * The flags and the default view's statuses are written into the statement, not sent as values:
 * the plan of a prepared view (staff-list.ts) then knows them, so it reads media_status_sort_idx
 * (whose predicate is `not demo`) rather than the whole table. They are the code's constants.
 */
const flagIs = (column: SQLWrapper, value: boolean): SQL =>
  value ? sql`${column}` : sql`not ${column}`;
const statusFilter = (statuses: readonly MediaStatus[] | undefined): SQL =>
  statuses
    ? inArray(media.status, [...statuses])
    : sql`${media.status} in (${sql.raw(defaultViewStatuses.map((status) => `'${status}'`).join(', '))})`;

/** Whether a job of the media has an issue reported: the media's own flag (migration 0034). */
const issueFilter = (query: StaffMediaList): SQL | undefined => {
  // The default view is "without issue"; a has_issue given says otherwise.
  const wanted = query.hasIssue ?? (query.status ? undefined : false);
  return wanted === undefined ? undefined : flagIs(media.hasIssue, wanted);
};

const matching = (column: SQL | typeof media.title | typeof media.shortId, text: string) =>
  ilike(column, containing(text));
/**
 * The filters on the client's name, the pre-booking's short id and the service's name go through
 * those tables, not the page's joins: a count then reads the media table alone. The clients and
 * pre-bookings matching come first, as an array (an InitPlan), so PostgreSQL reads their media
 * through media_user_idx or media_pre_booking_idx: as a semi-join it guessed at a tenth of the
 * media and read them all. The service catalogue is small and its statistics exact, so a semi-join
 * reads the media of the service found through media_service_idx.
 */
const oneOf = (column: SQLWrapper, ids: SQL) => sql`${column} = any(array(${ids}))`;
const throughJoinedTables = (query: StaffMediaList): (SQL | undefined)[] => [
  query.clientName
    ? oneOf(
        media.userId,
        sql`select ${users.id} from ${users}
          where ${matching(sql`${users.firstname} || ' ' || ${users.lastname}`, query.clientName)}`,
      )
    : undefined,
  query.preBookingShortId
    ? oneOf(
        media.preBookingId,
        sql`select ${preBookings.id} from ${preBookings}
          where ${matching(sql`${preBookings.shortId}`, query.preBookingShortId)}`,
      )
    : undefined,
  query.serviceOptionsName
    ? sql`${serviceId} in (select ${services.id} from ${services}
        where ${matching(sql`${services.name}`, query.serviceOptionsName)})`
    : undefined,
];

/**
 * Live sessions, or recordings: each grid lists one kind, by the media's own flag (kept in step
 * with live_sessions by migration 0034's trigger), the first column of media_status_sort_idx.
 */
const liveFilter = (live: boolean | undefined): SQL => flagIs(media.isLive, live ?? false);

/** The filters of GET /v1/media for staff (staff spec section 3, media list filters). */
export function staffMediaWhere(query: StaffMediaList): SQL | undefined {
  return and(
    flagIs(media.demo, false),
    liveFilter(query.live),
    statusFilter(query.status),
    issueFilter(query),
    ...throughJoinedTables(query),
    query.clientId === undefined ? undefined : eq(media.userId, query.clientId),
    query.shortId ? matching(media.shortId, query.shortId) : undefined,
    query.title ? matching(media.title, query.title) : undefined,
    query.subStatus && inArray(media.subStatus, query.subStatus),
    query.turnaround && inArray(turnaround, query.turnaround),
    query.onHold === undefined ? undefined : eq(media.onHold, query.onHold),
    query.vitJobId ? eq(media.s2tJobId, query.vitJobId) : undefined,
    query.type && jobOfMediaWhere(sql`${jobs.type} = ${query.type}`),
    query.priority && inArray(media.priority, query.priority),
    query.difficulty && inArray(media.difficulty, query.difficulty),
    query.maxDuration === undefined ? undefined : lte(media.duration, query.maxDuration),
  );
}
