import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { shiftBookings, shifts } from '../../db/schema.ts';

/**
 * The shift the user has booked that is on at `at` (its start included, its end not), so a job
 * taken then carries it (staff spec section 3, Job shiftId); null outside their shifts. Of two
 * overlapping booked shifts, the one that started first.
 */
export async function currentShiftOf(db: Db, userId: number, at: Date): Promise<number | null> {
  const [row] = await db
    .select({ id: shifts.id })
    .from(shiftBookings)
    .innerJoin(shifts, eq(shifts.id, shiftBookings.shiftId))
    .where(and(eq(shiftBookings.userId, userId), lte(shifts.startsAt, at), gt(shifts.endsAt, at)))
    .orderBy(asc(shifts.startsAt), asc(shifts.id))
    .limit(1);
  return row?.id ?? null;
}
