import { eq } from 'drizzle-orm';
import { portalTime } from '@portal/contracts/common/portal-time';
import { shiftBookings, shifts, users } from '../db/schema.ts';
import { setupTestApp } from '../test/helper.ts';
import { DEMO_SHIFT_DAYS, seedDemoShifts } from './demo-shifts.ts';
import { seedDemoAccounts } from './seed.ts';

const t = setupTestApp();
const DAY_MS = 86_400_000;

const bookingsOf = (email: string) =>
  t.db
    .select({ shiftId: shiftBookings.shiftId, audience: shifts.audience })
    .from(shiftBookings)
    .innerJoin(users, eq(users.id, shiftBookings.userId))
    .innerJoin(shifts, eq(shifts.id, shiftBookings.shiftId))
    .where(eq(users.email, email));

test('plans the next two weeks once, with bookings for the demo typist and proofreader', async () => {
  await seedDemoAccounts(t.db, t.clock.now());
  const now = t.clock.now();
  expect(await seedDemoShifts(t.db, now)).toBe(DEMO_SHIFT_DAYS * 3);
  expect(await seedDemoShifts(t.db, now)).toBe(0);

  const rows = await t.db.select().from(shifts);
  const days = new Set(rows.map((row) => portalTime(row.startsAt).date));
  expect(days.size).toBe(DEMO_SHIFT_DAYS);
  expect(rows.every((row) => row.startsAt > now && row.endsAt > row.startsAt)).toBe(true);
  expect(rows.filter((row) => row.audience === 'typist')).toHaveLength(DEMO_SHIFT_DAYS * 2);
  expect(portalTime(rows[0]!.startsAt).time).toBe('09:00');

  expect(await bookingsOf('typist@demo.test')).toEqual([
    expect.objectContaining({ audience: 'typist' }),
    expect.objectContaining({ audience: 'typist' }),
  ]);
  expect(await bookingsOf('proofreader@demo.test')).toEqual([
    expect.objectContaining({ audience: 'proofreader' }),
  ]);
});

test('later starts fill only the days not planned yet, and book whoever has nothing ahead', async () => {
  const start = t.clock.now().getTime();
  // A day later the typist still has a booking ahead: one new day, no new booking.
  expect(await seedDemoShifts(t.db, new Date(start + DAY_MS))).toBe(3);
  expect(await bookingsOf('typist@demo.test')).toHaveLength(2);
  // A week later both bookings have passed: six new days, and new bookings among them.
  const weekLater = new Date(start + 7 * DAY_MS);
  expect(await seedDemoShifts(t.db, weekLater)).toBe(6 * 3);
  expect(await seedDemoShifts(t.db, weekLater)).toBe(0);
  expect(await bookingsOf('typist@demo.test')).toHaveLength(4);
  expect(await bookingsOf('proofreader@demo.test')).toHaveLength(2);
  const dates = (await t.db.select().from(shifts)).map((row) => portalTime(row.startsAt).date);
  expect(new Set(dates).size).toBe(DEMO_SHIFT_DAYS + 7);
});
