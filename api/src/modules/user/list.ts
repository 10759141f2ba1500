import { and, asc, count, eq, gt, inArray, lt, not, or, sql, type SQL } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { addPortalDays, fromPortalTime } from '@portal/contracts/common/portal-time';
import { can } from '@portal/contracts/policy/policy';
import { userTexts } from '@portal/contracts/user/texts';
import type { StaffUser, UserListInput } from '@portal/contracts/user/list-schema';
import type { Db } from '../../db/index.ts';
import {
  consultancyAgreements,
  jobs,
  mfaSettings,
  securityRequirements,
  shiftBookings,
  shifts,
  users,
} from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import { ApiError, unprocessable } from '../../lib/http-errors.ts';
import { containing } from '../../lib/like.ts';

type UserList = DomainInput<UserListInput>;

/** The roles a restricted admin may list: the people they assign jobs to. */
const pickable: readonly Role[] = [Role.TYPIST, Role.PROOFREADER];

/** Booked on a shift that meets the condition. */
const bookedOn = (db: Db, condition: SQL | undefined): SQL =>
  sql`exists (${db
    .select({ one: sql`1` })
    .from(shiftBookings)
    .innerJoin(shifts, eq(shifts.id, shiftBookings.shiftId))
    .where(and(eq(shiftBookings.userId, users.id), condition))})`;

function shiftFilters(db: Db, query: UserList): SQL[] {
  const filters: SQL[] = [];
  if (query.shiftId !== undefined) filters.push(bookedOn(db, eq(shifts.id, query.shiftId)));
  if (query.shiftDay !== undefined) {
    const from = fromPortalTime(query.shiftDay);
    const to = fromPortalTime(addPortalDays(query.shiftDay, 1));
    filters.push(bookedOn(db, and(sql`${shifts.startsAt} >= ${from}`, lt(shifts.startsAt, to))));
  }
  if (query.availableInRange !== undefined) {
    const { start, end } = query.availableInRange;
    const overlapping = and(
      lt(shifts.startsAt, new Date(end * 1000)),
      gt(shifts.endsAt, new Date(start * 1000)),
    );
    filters.push(bookedOn(db, overlapping));
  }
  return filters;
}

/** A user's unfinished current commitments: the jobs they type now. */
const typingNow = inArray(jobs.status, ['assigned', 'in-progress']);
const unfinishedJobsOf = (db: Db) =>
  db
    .select({ one: sql`1` })
    .from(jobs)
    .where(and(eq(jobs.typistId, users.id), typingNow));

const signed = (db: Db, table: typeof consultancyAgreements | typeof securityRequirements) =>
  sql`exists (${db
    .select({ one: sql`1` })
    .from(table)
    .where(eq(table.userId, users.id))})`;

/** A typist or proofreader whose paperwork is done: both signed, or an older typist exempt. */
const contractsDone = (db: Db): SQL =>
  and(
    inArray(users.role, pickable),
    or(
      eq(users.oldTypist, true),
      and(signed(db, consultancyAgreements), signed(db, securityRequirements)),
    ),
  )!;

/** The Users screens' filters beside the staff filter. */
function screenFilters(db: Db, query: UserList): SQL[] {
  const filters: SQL[] = [];
  const hasUcc = sql`exists (${unfinishedJobsOf(db)})`;
  if (query.ucc !== undefined) filters.push(query.ucc ? hasUcc : not(hasUcc));
  if (query.typistContracts !== undefined)
    filters.push(
      query.typistContracts
        ? contractsDone(db)
        : and(inArray(users.role, pickable), not(contractsDone(db)))!,
    );
  if (query.isBusinessAccount !== undefined)
    filters.push(eq(users.isBusinessAccount, query.isBusinessAccount));
  return filters;
}

/** The conditions of the list's filters (the staff filter of staff spec section 3). */
function filtersOf(db: Db, query: UserList): SQL[] {
  const filters: SQL[] = [];
  if (query.role) filters.push(inArray(users.role, query.role));
  if (query.status?.length) filters.push(inArray(users.status, query.status));
  if (query.q) {
    const pattern = containing(query.q);
    const name = sql`${users.firstname} || ' ' || ${users.lastname}`;
    filters.push(or(sql`${name} ilike ${pattern}`, sql`${users.email} ilike ${pattern}`)!);
  }
  if (query.trainedIn !== undefined)
    filters.push(
      sql`${users.trainedIn} @> ${JSON.stringify([{ shortName: query.trainedIn }])}::jsonb`,
    );
  if (query.trainedInGrade !== undefined) filters.push(eq(users.grade, query.trainedInGrade));
  if (query.typistPayGrade !== undefined) filters.push(eq(users.grade, query.typistPayGrade));
  if (query.isXld !== undefined) filters.push(eq(users.xld, query.isXld));
  if (query.onlyNoUcc) filters.push(sql`not exists (${unfinishedJobsOf(db)})`);
  return [...filters, ...shiftFilters(db, query), ...screenFilters(db, query)];
}

/** A dispatcher who may not see anyone: a restricted admin, who lists the people they assign. */
const seesStaffOnly = (actor: Actor): boolean =>
  can(actor, 'account.seeStaff') && !can(actor, 'account.seeAnyone');

function checkQuery(actor: Actor, query: UserList): void {
  const staffOnly = query.role?.length && query.role.every((role) => pickable.includes(role));
  if (seesStaffOnly(actor) && !staffOnly) throw new ApiError(403, userTexts.staffListOnly);
  if (query.trainedInGrade !== undefined && query.trainedIn === undefined)
    throw unprocessable(userTexts.gradeWithoutService, 'trained_in');
}

/** Each user's load: the jobs they type now (assigned or in progress) and the seconds they cover. */
async function loadsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, StaffUser['load']>();
  const rows = await db
    .select({
      typistId: jobs.typistId,
      jobs: count(),
      seconds: sql<number>`coalesce(sum(${jobs.end} - ${jobs.start}), 0)::int`,
    })
    .from(jobs)
    .where(and(inArray(jobs.typistId, ids), typingNow))
    .groupBy(jobs.typistId);
  return new Map(rows.map((row) => [row.typistId!, { jobs: row.jobs, seconds: row.seconds }]));
}

type UserRow = typeof users.$inferSelect;

/** Each user's two-factor settings id, which an admin's reset names. */
async function mfaIdsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: mfaSettings.id, userId: mfaSettings.userId })
    .from(mfaSettings)
    .where(inArray(mfaSettings.userId, ids));
  return new Map(rows.map((row) => [row.userId, row.id]));
}

/** The staff view of these users, with their load and two-factor settings. */
export async function staffUsersOf(db: Db, rows: UserRow[]): Promise<StaffUser[]> {
  const ids = rows.map((row) => row.id);
  const [loads, mfaIds] = await Promise.all([loadsOf(db, ids), mfaIdsOf(db, ids)]);
  return rows.map((row) => toStaffUser(row, loads.get(row.id), mfaIds.get(row.id) ?? null));
}

const toStaffUser = (
  row: UserRow,
  load: StaffUser['load'] | undefined,
  mfaId: number | null,
): StaffUser => ({
  id: row.id,
  role: row.role,
  status: row.status,
  email: row.email,
  firstname: row.firstname,
  lastname: row.lastname,
  trainedIn: row.trainedIn,
  grade: row.grade,
  profile: { mobile: row.mobile, contactPhone2: row.contactPhone2 },
  isBusinessAccount: row.isBusinessAccount,
  oldTypist: row.oldTypist,
  canDoLazyShift: row.canDoLazyShift,
  isXLD: row.xld,
  mfaEnabled: row.mfaEnabled,
  mfaId,
  load: load ?? { jobs: 0, seconds: 0 },
  lastLoginAt: row.lastLoginAt ? Math.floor(row.lastLoginAt.getTime() / 1000) : null,
});

/**
 * GET /v1/user: a page of users by last name, filtered by role, status and the staff filter, each
 * with their load. Admins and super admins list anyone; restricted admins the typists and
 * proofreaders they assign (403 for any other role asked, or none).
 */
export async function listUsers(db: Db, actor: Actor, query: UserList) {
  checkQuery(actor, query);
  const where = and(...filtersOf(db, query));
  const [total] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    result: await staffUsersOf(db, rows),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * GET /v1/user/{id}: one user as staff lists show them, with their load. Admins and super admins
 * read anyone; restricted admins the typists and proofreaders they assign. Anyone else is not
 * found, as an id nobody has is: the answer tells a restricted admin nothing of the clients.
 */
export async function staffUser(db: Db, actor: Actor, id: number): Promise<StaffUser> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row || !(can(actor, 'account.seeAnyone') || pickable.includes(row.role)))
    throw new ApiError(404, userTexts.notFound);
  const [user] = await staffUsersOf(db, [row]);
  return user!;
}
