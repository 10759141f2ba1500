import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  companies,
  companyMembers,
  media,
  orderMedia,
  orders,
  projects,
  services,
  users,
} from '../../db/schema.ts';
import { clientFilter } from './people.ts';
import { instantsOf, type ReportQuery } from './span.ts';

/** A sum of minor units or seconds (a bigint, which the drivers answer as text). */
const sumOf = (value: SQL) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);

/** What the client reports add up over a group of ordered media. */
export const orderedTotals = {
  media: sql<number>`count(*)::int`,
  seconds: sumOf(sql`${media.billedDuration}`),
  price: sumOf(sql`${media.price}`),
  vat: sumOf(sql`${media.grossPrice} - ${media.price}`),
  total: sumOf(sql`${media.grossPrice}`),
};

/**
 * The ordered media the client reports count: those of orders placed in the span by the clients
 * the filters keep and, when project statuses are asked, only those in projects of these
 * statuses. Prices are each media's as ordered (an order's totals are their sums), so a project
 * filter counts the part of an order it keeps. Each media's service is joined for its name.
 * `after` is the batch's keyset condition.
 */
export function clientOrders<Query extends PgSelect>(
  query: Query,
  input: ReportQuery,
  after: SQL | undefined,
) {
  const { from, until } = instantsOf(input);
  const statuses = input.projectStatus ?? [];
  return query
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(orderMedia, eq(orderMedia.orderId, orders.id))
    .innerJoin(media, eq(media.id, orderMedia.mediaId))
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .leftJoin(projects, eq(projects.id, media.projectId))
    .leftJoin(services, eq(services.id, sql`(${media.serviceOptions} ->> 'id')::int`))
    .where(
      and(
        clientFilter(input),
        gte(orders.createdAt, from),
        lt(orders.createdAt, until),
        statuses.length > 0 ? inArray(projects.status, statuses) : undefined,
        after,
      ),
    );
}
