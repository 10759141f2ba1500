import { and, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import { addPortalDays, fromPortalTime, portalTime } from '@portal/contracts/common/portal-time';
import type { ShiftAudience } from '@portal/contracts/shift/schema';
import type { Db } from '../db/index.ts';
import { shiftBookings, shifts, users } from '../db/schema.ts';

/** How many days ahead the demo shifts reach, from tomorrow. */
export const DEMO_SHIFT_DAYS = 14;

/** Each demo day's shifts, on the portal's clock. */
const demoDay: readonly {
  start: string;
  end: string;
  capacity: number;
  audience: ShiftAudience;
}[] = [
  { start: '09:00', end: '13:00', capacity: 3, audience: 'typist' },
  { start: '14:00', end: '18:00', capacity: 2, audience: 'typist' },
  { start: '10:00', end: '16:00', capacity: 2, audience: 'proofreader' },
];

/** The demo accounts' bookings: the nth new shift (by start) of their audience. */
const demoBookings: readonly { email: string; audience: ShiftAudience; nth: number }[] = [
  { email: 'typist@demo.test', audience: 'typist', nth: 0 },
  { email: 'typist@demo.test', audience: 'typist', nth: 5 },
  { email: 'proofreader@demo.test', audience: 'proofreader', nth: 1 },
];

/**
 * Demo shifts for the shift booker: each of the next DEMO_SHIFT_DAYS days without a shift gets
 * the demo day's, and a demo account with no booking ahead books some of them. Run at every
 * start: a demo database left for weeks has shifts again, and a day already planned is left as
 * it is. Returns how many shifts were made.
 */
export async function seedDemoShifts(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const tomorrow = addPortalDays(portalTime(now).date, 1);
    const planned = await plannedDates(tx, tomorrow);
    const dates = Array.from({ length: DEMO_SHIFT_DAYS }, (_, day) =>
      addPortalDays(tomorrow, day),
    ).filter((date) => !planned.has(date));
    if (dates.length === 0) return 0;
    const made = await tx
      .insert(shifts)
      .values(
        dates.flatMap((date) =>
          demoDay.map(({ start, end, capacity, audience }) => ({
            startsAt: fromPortalTime(date, start),
            endsAt: fromPortalTime(date, end),
            capacity,
            audience,
            createdAt: now,
            updatedAt: now,
          })),
        ),
      )
      .returning();
    await bookForDemoAccounts(tx, made, now);
    return made.length;
  });
}

/** The portal dates from `from` on that have a shift. */
async function plannedDates(tx: Db, from: string): Promise<Set<string>> {
  const rows = await tx
    .select({ startsAt: shifts.startsAt })
    .from(shifts)
    .where(
      and(
        gte(shifts.startsAt, fromPortalTime(from)),
        lt(shifts.startsAt, fromPortalTime(addPortalDays(from, DEMO_SHIFT_DAYS))),
      ),
    );
  return new Set(rows.map((row) => portalTime(row.startsAt).date));
}

async function bookForDemoAccounts(
  tx: Db,
  made: (typeof shifts.$inferSelect)[],
  now: Date,
): Promise<void> {
  const emails = [...new Set(demoBookings.map((booking) => booking.email))];
  const accounts = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const booked = await tx
    .selectDistinct({ userId: shiftBookings.userId })
    .from(shiftBookings)
    .innerJoin(shifts, eq(shifts.id, shiftBookings.shiftId))
    .where(gt(shifts.startsAt, now));
  const idle = accounts.filter((account) => !booked.some((row) => row.userId === account.id));
  const bookings = demoBookings.flatMap(({ email, audience, nth }) => {
    const user = idle.find((account) => account.email === email);
    const shift = made.filter((row) => row.audience === audience)[nth];
    return user && shift ? [{ shiftId: shift.id, userId: user.id, bookedAt: now }] : [];
  });
  if (bookings.length > 0) await tx.insert(shiftBookings).values(bookings);
}
