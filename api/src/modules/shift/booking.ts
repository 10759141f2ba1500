import { and, count, eq } from 'drizzle-orm';
import { shiftTexts } from '@portal/contracts/shift/texts';
import type { ShiftAudience, ShiftView } from '@portal/contracts/shift/schema';
import type { Db } from '../../db/index.ts';
import { shiftBookings, shifts } from '../../db/schema.ts';
import { ApiError, unprocessable } from '../../lib/http-errors.ts';
import { shiftView } from './views.ts';

/** A typist or proofreader booking the shifts of their audience. */
export interface Booker {
  userId: number;
  audience: ShiftAudience;
}

const readerOf = (booker: Booker) => ({
  viewerId: booker.userId,
  audience: booker.audience,
  withBookings: false,
});

/**
 * PUT /v1/shift/book/{id}: a place on a shift that has not started. The shift's row is locked
 * while its places are counted and one taken, so bookings at the same moment queue behind each
 * other and never exceed the capacity.
 */
export async function bookShift(
  db: Db,
  booker: Booker,
  shiftId: number,
  now: Date,
): Promise<ShiftView> {
  await db.transaction(async (tx) => {
    const [shift] = await tx
      .select()
      .from(shifts)
      .where(and(eq(shifts.id, shiftId), eq(shifts.audience, booker.audience)))
      .for('update');
    if (!shift) throw new ApiError(404, shiftTexts.notFound);
    if (shift.startsAt <= now) throw unprocessable(shiftTexts.started);
    const [mine] = await tx
      .select({ userId: shiftBookings.userId })
      .from(shiftBookings)
      .where(and(eq(shiftBookings.shiftId, shiftId), eq(shiftBookings.userId, booker.userId)));
    if (mine) throw new ApiError(409, shiftTexts.alreadyBooked);
    const [held] = await tx
      .select({ n: count() })
      .from(shiftBookings)
      .where(eq(shiftBookings.shiftId, shiftId));
    if ((held?.n ?? 0) >= shift.capacity) throw new ApiError(409, shiftTexts.full);
    await tx.insert(shiftBookings).values({ shiftId, userId: booker.userId, bookedAt: now });
  });
  return viewOf(db, booker, shiftId);
}

/**
 * PUT /v1/shift/cancel/{id}: the caller's own place, while the shift has not started. A shift
 * they have no place on answers as one that does not exist, whichever it is.
 */
export async function cancelBooking(
  db: Db,
  booker: Booker,
  shiftId: number,
  now: Date,
): Promise<ShiftView> {
  const shift = await shiftView(db, readerOf(booker), shiftId);
  if (!shift?.bookedByMe) throw new ApiError(404, shiftTexts.notBooked);
  if (shift.startsAt * 1000 <= now.getTime()) throw unprocessable(shiftTexts.started);
  await db
    .delete(shiftBookings)
    .where(and(eq(shiftBookings.shiftId, shiftId), eq(shiftBookings.userId, booker.userId)));
  return viewOf(db, booker, shiftId);
}

async function viewOf(db: Db, booker: Booker, shiftId: number): Promise<ShiftView> {
  const view = await shiftView(db, readerOf(booker), shiftId);
  if (!view) throw new ApiError(404, shiftTexts.notFound);
  return view;
}
