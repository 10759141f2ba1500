import { and, count, eq, gt, gte, lt } from 'drizzle-orm';
import { SHIFT_LIST_DAYS } from '@portal/contracts/common/limits';
import { addPortalDays, fromPortalTime, portalTime } from '@portal/contracts/common/portal-time';
import { shiftTexts } from '@portal/contracts/shift/texts';
import type {
  ShiftCreateInput,
  ShiftInterval,
  ShiftModifyInput,
  ShiftView,
} from '@portal/contracts/shift/schema';
import type { Db } from '../../db/index.ts';
import { shiftBookings, shifts } from '../../db/schema.ts';
import type { DomainInput } from '../../lib/domain-input.ts';
import { ApiError, unprocessable } from '../../lib/http-errors.ts';
import type { ShiftReader } from './access.ts';
import { plannedTimes } from './times.ts';
import { shiftView, shiftViews, type ShiftRow } from './views.ts';

const DAY_MS = 24 * 3_600_000;

/** GET /v1/shift/list: the shifts starting within the next SHIFT_LIST_DAYS the reader may book. */
export const upcomingShifts = (db: Db, reader: ShiftReader, now: Date): Promise<ShiftView[]> =>
  shiftViews(
    db,
    reader,
    and(
      gt(shifts.startsAt, now),
      lt(shifts.startsAt, new Date(now.getTime() + SHIFT_LIST_DAYS * DAY_MS)),
    ),
  );

/** GET /v1/shift: the shifts starting in the day or week from a portal date. */
export function shiftsInInterval(
  db: Db,
  reader: ShiftReader,
  date: string,
  interval: ShiftInterval,
): Promise<ShiftView[]> {
  const from = fromPortalTime(date);
  const to = fromPortalTime(addPortalDays(date, interval === 'week' ? 7 : 1));
  return shiftViews(db, reader, and(gte(shifts.startsAt, from), lt(shifts.startsAt, to)));
}

const adminReader = (viewerId: number): ShiftReader => ({ viewerId, withBookings: true });

async function viewAfterChange(db: Db, viewerId: number, shiftId: number): Promise<ShiftView> {
  const view = await shiftView(db, adminReader(viewerId), shiftId);
  if (!view) throw new ApiError(404, shiftTexts.notFound);
  return view;
}

/** POST /v1/shift (admins and super admins). */
export async function createShift(
  db: Db,
  adminId: number,
  input: DomainInput<ShiftCreateInput>,
  now: Date,
): Promise<ShiftView> {
  const times = plannedTimes(
    input.date,
    input.startTime,
    { endTime: input.endTime, duration: input.duration },
    now,
  );
  const [row] = await db
    .insert(shifts)
    .values({
      ...times,
      capacity: input.capacity,
      audience: input.audience,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: shifts.id });
  if (!row) throw new Error('the shift was not created');
  return viewAfterChange(db, adminId, row.id);
}

/**
 * PUT /v1/shift/modify/{id} (admins and super admins). Under the shift's row lock, as bookings
 * take it: the capacity never drops below the places already booked.
 */
export async function modifyShift(
  db: Db,
  adminId: number,
  shiftId: number,
  input: DomainInput<ShiftModifyInput>,
  now: Date,
): Promise<ShiftView> {
  await db.transaction(async (tx) => {
    const [shift] = await tx.select().from(shifts).where(eq(shifts.id, shiftId)).for('update');
    if (!shift) throw new ApiError(404, shiftTexts.notFound);
    const [held] = await tx
      .select({ n: count() })
      .from(shiftBookings)
      .where(eq(shiftBookings.shiftId, shiftId));
    const booked = held?.n ?? 0;
    if (input.capacity !== undefined && input.capacity < booked)
      throw unprocessable(shiftTexts.capacityBelowBookings(booked), 'capacity');
    await tx
      .update(shifts)
      .set({ ...newTimes(shift, input, now), capacity: input.capacity, updatedAt: now })
      .where(eq(shifts.id, shiftId));
  });
  return viewAfterChange(db, adminId, shiftId);
}

/** The new times when any was sent, planned as a new shift would be; else none. */
function newTimes(shift: ShiftRow, input: DomainInput<ShiftModifyInput>, now: Date) {
  const { date, startTime, endTime, duration } = input;
  if ([date, startTime, endTime, duration].every((value) => value === undefined)) return {};
  const start = portalTime(shift.startsAt);
  return plannedTimes(
    date ?? start.date,
    startTime ?? start.time,
    {
      endTime,
      duration,
      lengthMs: shift.endsAt.getTime() - shift.startsAt.getTime(),
    },
    now,
  );
}

/** DELETE /v1/shift/{id} (admins and super admins); its bookings go with it. */
export async function deleteShift(db: Db, shiftId: number): Promise<void> {
  const deleted = await db
    .delete(shifts)
    .where(eq(shifts.id, shiftId))
    .returning({ id: shifts.id });
  if (deleted.length === 0) throw new ApiError(404, shiftTexts.notFound);
}
