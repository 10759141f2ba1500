import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ShiftBooking, ShiftView } from '@portal/contracts/shift/schema';
import type { Db } from '../../db/index.ts';
import { shiftBookings, shifts, users } from '../../db/schema.ts';
import { seconds } from '../../lib/time.ts';
import type { ShiftReader } from './access.ts';

export type ShiftRow = typeof shifts.$inferSelect;

const bookedCount = sql<number>`(select count(*) from ${shiftBookings} where ${shiftBookings.shiftId} = ${shifts.id})::int`;

const bookedBy = (userId: number) =>
  sql<boolean>`exists (select 1 from ${shiftBookings} where ${shiftBookings.shiftId} = ${shifts.id} and ${shiftBookings.userId} = ${userId})`;

/** The shifts matching `where` that the reader may see, earliest first, as the API answers them. */
export async function shiftViews(
  db: Db,
  reader: ShiftReader,
  where: SQL | undefined,
): Promise<ShiftView[]> {
  const rows = await db
    .select({ shift: shifts, booked: bookedCount, mine: bookedBy(reader.viewerId) })
    .from(shifts)
    .where(and(where, reader.audience ? eq(shifts.audience, reader.audience) : undefined))
    .orderBy(asc(shifts.startsAt), asc(shifts.id));
  const bookings = reader.withBookings
    ? await bookingsOf(
        db,
        rows.map((row) => row.shift.id),
      )
    : undefined;
  return rows.map(({ shift, booked, mine }) => ({
    id: shift.id,
    startsAt: seconds(shift.startsAt),
    endsAt: seconds(shift.endsAt),
    audience: shift.audience,
    capacity: shift.capacity,
    booked,
    capacityLeft: Math.max(0, shift.capacity - booked),
    bookedByMe: mine,
    ...(bookings && { bookings: bookings.get(shift.id) ?? [] }),
  }));
}

/** One shift as the reader sees it; undefined when it is not theirs to see. */
export async function shiftView(
  db: Db,
  reader: ShiftReader,
  shiftId: number,
): Promise<ShiftView | undefined> {
  const [view] = await shiftViews(db, reader, eq(shifts.id, shiftId));
  return view;
}

/** Who booked each of the shifts, earliest booking first. */
async function bookingsOf(db: Db, shiftIds: number[]): Promise<Map<number, ShiftBooking[]>> {
  const byShift = new Map<number, ShiftBooking[]>();
  if (shiftIds.length === 0) return byShift;
  const rows = await db
    .select({
      shiftId: shiftBookings.shiftId,
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      bookedAt: shiftBookings.bookedAt,
    })
    .from(shiftBookings)
    .innerJoin(users, eq(users.id, shiftBookings.userId))
    .where(inArray(shiftBookings.shiftId, shiftIds))
    .orderBy(asc(shiftBookings.bookedAt), asc(users.id));
  for (const row of rows) {
    const list = byShift.get(row.shiftId) ?? [];
    list.push({
      userId: row.userId,
      name: `${row.firstname} ${row.lastname}`.trim(),
      email: row.email,
      bookedAt: seconds(row.bookedAt),
    });
    byShift.set(row.shiftId, list);
  }
  return byShift;
}
