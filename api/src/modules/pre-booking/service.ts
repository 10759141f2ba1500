import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { notOrdered } from '@portal/contracts/common/statuses';
import { preBookingTexts as texts } from '@portal/contracts/pre-booking/texts';
import type { ApiFieldError } from '@portal/contracts/common/errors';
import type {
  PreBooking,
  PreBookingCreateInput,
  PreBookingListInput,
  PreBookingUpdateInput,
} from '@portal/contracts/pre-booking/schema';
import type { Db } from '../../db/index.ts';
import { media, preBookings, services, users } from '../../db/schema.ts';
import type { Actor } from '../../lib/caller.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import { ApiError, RequestValidationError } from '../../lib/http-errors.ts';
import { containing } from '../../lib/like.ts';
import { seconds } from '../../lib/time.ts';
import { newShortId } from '../project/new-project.ts';

type PreBookingRow = typeof preBookings.$inferSelect;
type ListQuery = DomainInput<PreBookingListInput>;
type PreBookingFields = DomainInput<PreBookingCreateInput>;
export type PreBookingChanges = DomainInput<PreBookingUpdateInput>;

const clientName = sql<string>`${users.firstname} || ' ' || ${users.lastname}`;

/** The pre-bookings of these rows as the API answers them, with their client, service and media. */
async function viewsOf(db: Db, rows: PreBookingRow[]): Promise<PreBooking[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [names, received] = await Promise.all([
    db
      .select({ id: preBookings.id, clientName, serviceName: services.name })
      .from(preBookings)
      .innerJoin(users, eq(users.id, preBookings.clientId))
      .innerJoin(services, eq(services.id, preBookings.serviceId))
      .where(inArray(preBookings.id, ids)),
    db
      .select({ id: media.id, preBookingId: media.preBookingId })
      .from(media)
      .where(inArray(media.preBookingId, ids))
      .orderBy(asc(media.id)),
  ]);
  const nameOf = new Map(names.map((row) => [row.id, row]));
  return rows.map((row) => ({
    id: row.id,
    shortId: row.shortId,
    clientId: row.clientId,
    clientName: nameOf.get(row.id)?.clientName ?? '',
    serviceId: row.serviceId,
    serviceName: nameOf.get(row.id)?.serviceName ?? '',
    expectedMinutes: row.expectedMinutes,
    expectedAt: seconds(row.expectedAt),
    notes: row.notes,
    status: row.status,
    mediaIds: received.filter((item) => item.preBookingId === row.id).map((item) => item.id),
    createdAt: seconds(row.createdAt),
    updatedAt: row.updatedAt.getTime(),
  }));
}

const viewOf = async (db: Db, row: PreBookingRow): Promise<PreBooking> =>
  (await viewsOf(db, [row]))[0]!;

function filtersOf(query: ListQuery): SQL | undefined {
  return and(
    query.shortId ? ilike(preBookings.shortId, containing(query.shortId)) : undefined,
    query.clientName
      ? sql`${preBookings.clientId} in (select ${users.id} from ${users}
          where ${users.firstname} || ' ' || ${users.lastname} ilike ${containing(query.clientName)})`
      : undefined,
    query.status ? inArray(preBookings.status, query.status) : undefined,
  );
}

/** GET /v1/pre-booking: a page of pre-bookings, the soonest expected first. */
export async function listPreBookings(db: Db, query: ListQuery) {
  const where = filtersOf(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(preBookings)
      .where(where)
      .orderBy(asc(preBookings.expectedAt), asc(preBookings.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(preBookings).where(where),
  ]);
  return {
    result: await viewsOf(db, rows),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function clientError(db: Db, clientId: number): Promise<ApiFieldError[]> {
  const [client] = await db.select({ role: users.role }).from(users).where(eq(users.id, clientId));
  return client?.role === Role.CLIENT ? [] : [{ field: 'client_id', message: texts.notClient }];
}

async function serviceError(db: Db, serviceId: number | undefined): Promise<ApiFieldError[]> {
  if (serviceId === undefined) return [];
  const [service] = await db
    .select({ status: services.status })
    .from(services)
    .where(eq(services.id, serviceId));
  return service?.status === 'active'
    ? []
    : [{ field: 'service_id', message: texts.unknownService }];
}

const expectedError = (expectedAt: number | undefined, now: Date): ApiFieldError[] =>
  expectedAt !== undefined && expectedAt * 1000 <= now.getTime()
    ? [{ field: 'expected_at', message: texts.expectedInThePast }]
    : [];

/** The media among `ids` that are not this client's orders, each named by its place in the list. */
async function mediaErrors(db: Db, clientId: number, ids: number[] | undefined) {
  if (!ids?.length) return [];
  const theirs = await db
    .select({ id: media.id })
    .from(media)
    .where(
      and(
        inArray(media.id, ids),
        eq(media.userId, clientId),
        eq(media.demo, false),
        sql`${media.status} not in (${sql.join(
          notOrdered.map((status) => sql`${status}`),
          sql`, `,
        )})`,
      ),
    );
  const found = new Set(theirs.map((row) => row.id));
  return ids.flatMap((id, index) =>
    found.has(id) ? [] : [{ field: `media_ids[${index}]`, message: texts.notTheClientsMedia(id) }],
  );
}

function refuseIfAny(errors: ApiFieldError[]): void {
  if (errors.length > 0) throw new RequestValidationError(errors);
}

/** POST /v1/pre-booking: held for the client from now on, booked until its media arrive. */
export async function createPreBooking(
  db: Db,
  actor: Actor,
  input: PreBookingFields,
  now: Date,
): Promise<PreBooking> {
  refuseIfAny([
    ...(await clientError(db, input.clientId)),
    ...(await serviceError(db, input.serviceId)),
    ...expectedError(input.expectedAt, now),
  ]);
  const [row] = await db
    .insert(preBookings)
    .values({
      shortId: newShortId(),
      clientId: input.clientId,
      serviceId: input.serviceId,
      expectedMinutes: input.expectedMinutes,
      expectedAt: new Date(input.expectedAt * 1000),
      notes: input.notes || null,
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return viewOf(db, row!);
}

async function lockPreBooking(tx: Db, id: number): Promise<PreBookingRow> {
  const [row] = await tx.select().from(preBookings).where(eq(preBookings.id, id)).for('update');
  if (!row) throw new ApiError(404, texts.notFound);
  return row;
}

/** The media received against it become exactly `ids`; others it held are let go. */
async function receiveMedia(tx: Db, row: PreBookingRow, ids: number[], now: Date) {
  await tx
    .update(media)
    .set({ preBookingId: null, updatedAt: now })
    .where(eq(media.preBookingId, row.id));
  if (ids.length > 0)
    await tx
      .update(media)
      .set({ preBookingId: row.id, updatedAt: now })
      .where(inArray(media.id, ids));
}

/**
 * PUT /v1/pre-booking/{id}: changes what is given, in one transaction; refused whole (422 naming
 * each field, 409 when it changed since `updated_at`), nothing changed.
 */
export async function updatePreBooking(
  db: Db,
  id: number,
  input: PreBookingChanges,
  now: Date,
): Promise<PreBooking> {
  const row = await db.transaction(async (tx) => {
    const before = await lockPreBooking(tx, id);
    if (input.updatedAt !== undefined && input.updatedAt !== before.updatedAt.getTime())
      throw new ApiError(409, texts.changedSince);
    refuseIfAny([
      ...(await serviceError(tx, input.serviceId)),
      ...expectedError(input.expectedAt, now),
      ...(await mediaErrors(tx, before.clientId, input.mediaIds)),
    ]);
    if (input.mediaIds) await receiveMedia(tx, before, input.mediaIds, now);
    const [after] = await tx
      .update(preBookings)
      .set({
        ...(input.serviceId !== undefined && { serviceId: input.serviceId }),
        ...(input.expectedMinutes !== undefined && { expectedMinutes: input.expectedMinutes }),
        ...(input.expectedAt !== undefined && { expectedAt: new Date(input.expectedAt * 1000) }),
        ...(input.notes !== undefined && { notes: input.notes || null }),
        ...(input.status !== undefined && { status: input.status }),
        updatedAt: now,
      })
      .where(eq(preBookings.id, id))
      .returning();
    return after!;
  });
  return viewOf(db, row);
}

/** DELETE /v1/pre-booking/{id}: gone; its media stay, received against nothing. */
export async function deletePreBooking(db: Db, id: number): Promise<void> {
  const [gone] = await db
    .delete(preBookings)
    .where(eq(preBookings.id, id))
    .returning({ id: preBookings.id });
  if (!gone) throw new ApiError(404, texts.notFound);
}
