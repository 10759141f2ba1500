import { count, eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { errorTexts } from '@portal/contracts/common/errors';
import { shiftTexts } from '@portal/contracts/shift/texts';
import type { ShiftView } from '@portal/contracts/shift/schema';
import { shiftBookings } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { person, type Person } from '../project/test-fixtures.ts';
import { currentShiftOf } from './current-shift.ts';
import { asPerson, bookedBy, shiftAt, shiftOf } from './test-fixtures.ts';

const t = setupTestApp();
const HOUR_MS = 3_600_000;

let typist: Person;
let proofreader: Person;
let admin: Person;

beforeAll(async () => {
  typist = await person(t, 'Tina', Role.TYPIST);
  proofreader = await person(t, 'Paul', Role.PROOFREADER);
  admin = await person(t, 'Ada', Role.ADMIN);
});

const book = (who: Person, id: number) => asPerson(t.app, who, 'PUT', `/v1/shift/book/${id}`);
const cancel = (who: Person, id: number) => asPerson(t.app, who, 'PUT', `/v1/shift/cancel/${id}`);
const bookingsOf = async (id: number) =>
  (await t.db.select({ n: count() }).from(shiftBookings).where(eq(shiftBookings.shiftId, id)))[0]
    ?.n;

describe('booking a shift', () => {
  it('takes a place and answers the shift as the booker now sees it', async () => {
    const id = await shiftAt(t.db, t.clock.now(), 24, { capacity: 2 });
    const response = await book(typist, id);
    expect(response.statusCode).toBe(200);
    expect(shiftOf(response)).toMatchObject({
      id,
      booked: 1,
      capacityLeft: 1,
      bookedByMe: true,
    });
    const list = await asPerson(t.app, typist, 'GET', '/v1/shift/list');
    expect(list.json<{ result: ShiftView[] }>().result).toContainEqual(
      expect.objectContaining({ id, bookedByMe: true }),
    );
  });

  it('books a place once per person', async () => {
    const id = await shiftAt(t.db, t.clock.now(), 24);
    await book(typist, id);
    const again = await book(typist, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: shiftTexts.alreadyBooked,
      message: shiftTexts.alreadyBooked,
    });
    expect(await bookingsOf(id)).toBe(1);
  });

  it('refuses a full shift, a started one and one nobody has', async () => {
    const full = await shiftAt(t.db, t.clock.now(), 24, { capacity: 1 });
    await bookedBy(t.db, full, admin.id, t.clock.now());
    const refused = await book(typist, full);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: shiftTexts.full, message: shiftTexts.full });
    const closed = await shiftAt(t.db, t.clock.now(), 24, { capacity: 0 });
    expect((await book(typist, closed)).json()).toEqual({
      error: shiftTexts.full,
      message: shiftTexts.full,
    });

    const started = await shiftAt(t.db, t.clock.now(), -1);
    const late = await book(typist, started);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual([{ message: shiftTexts.started }]);
    const startingNow = await shiftAt(t.db, t.clock.now(), 0);
    expect((await book(typist, startingNow)).statusCode).toBe(422);

    const unknown = await book(typist, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: shiftTexts.notFound });
    expect(await bookingsOf(full)).toBe(1);
    expect(await bookingsOf(started)).toBe(0);
  });

  it('keeps each role to its own shifts, and admins and clients to none', async () => {
    const forProofreaders = await shiftAt(t.db, t.clock.now(), 24, { audience: 'proofreader' });
    expect((await book(typist, forProofreaders)).statusCode).toBe(404);
    expect(shiftOf(await book(proofreader, forProofreaders))).toMatchObject({
      audience: 'proofreader',
      bookedByMe: true,
    });
    const forTypists = await shiftAt(t.db, t.clock.now(), 24);
    expect((await book(proofreader, forTypists)).statusCode).toBe(404);
    const client = await person(t, 'Carl');
    for (const who of [admin, client]) {
      const response = await book(who, forTypists);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: errorTexts.unauthorized });
    }
    expect(await bookingsOf(forTypists)).toBe(0);
  });

  it('never exceeds the capacity when many book at the same moment', async () => {
    const id = await shiftAt(t.db, t.clock.now(), 24, { capacity: 3 });
    const typists = await Promise.all(
      Array.from({ length: 10 }, (_, i) => person(t, `Rush${i}`, Role.TYPIST)),
    );
    const answers = await Promise.all(typists.map((who) => book(who, id)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await bookingsOf(id)).toBe(3);
    const last = await asPerson(t.app, typists[0]!, 'GET', '/v1/shift/list');
    expect(last.json<{ result: ShiftView[] }>().result).toContainEqual(
      expect.objectContaining({ id, booked: 3, capacityLeft: 0 }),
    );
  });
});

describe('cancelling a booking', () => {
  it("gives back the caller's own place", async () => {
    const id = await shiftAt(t.db, t.clock.now(), 24, { capacity: 1 });
    await book(typist, id);
    const response = await cancel(typist, id);
    expect(response.statusCode).toBe(200);
    expect(shiftOf(response)).toMatchObject({ booked: 0, capacityLeft: 1, bookedByMe: false });
    const other = await person(t, 'Tom', Role.TYPIST);
    expect(shiftOf(await book(other, id))).toMatchObject({ capacityLeft: 0 });
  });

  it("refuses someone else's booking, a shift nobody has and a started shift", async () => {
    const id = await shiftAt(t.db, t.clock.now(), 24);
    const other = await person(t, 'Tom', Role.TYPIST);
    await book(other, id);
    const notMine = await cancel(typist, id);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual({ message: shiftTexts.notBooked });
    expect(await bookingsOf(id)).toBe(1);
    // A shift nobody has answers the same: the answer tells nothing of which shifts exist.
    const answer = async (shiftId: number) => {
      const response = await cancel(typist, shiftId);
      return [response.statusCode, response.json<unknown>()];
    };
    const proofreaders = await shiftAt(t.db, t.clock.now(), 24, { audience: 'proofreader' });
    expect(await answer(999_999)).toEqual([404, { message: shiftTexts.notBooked }]);
    expect(await answer(proofreaders)).toEqual(await answer(999_999));

    const started = await shiftAt(t.db, t.clock.now(), -1);
    await bookedBy(t.db, started, typist.id, t.clock.now());
    const late = await cancel(typist, started);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual([{ message: shiftTexts.started }]);
    expect(await bookingsOf(started)).toBe(1);
    expect((await cancel(admin, id)).statusCode).toBe(403);
  });
});

describe('currentShiftOf', () => {
  it('finds the booked shift on at a moment, its start included and its end not', async () => {
    const someone = await person(t, 'Sue', Role.TYPIST);
    const now = t.clock.now();
    const id = await shiftAt(t.db, now, 2, { hours: 4 });
    await shiftAt(t.db, now, 2, { hours: 4 });
    await bookedBy(t.db, id, someone.id, now);
    const later = (hours: number) => new Date(now.getTime() + hours * HOUR_MS);
    expect(await currentShiftOf(t.db, someone.id, later(1.99))).toBeNull();
    expect(await currentShiftOf(t.db, someone.id, later(2))).toBe(id);
    expect(await currentShiftOf(t.db, someone.id, later(5.99))).toBe(id);
    expect(await currentShiftOf(t.db, someone.id, later(6))).toBeNull();
    const nobody = await person(t, 'Ned', Role.TYPIST);
    expect(await currentShiftOf(t.db, nobody.id, later(3))).toBeNull();
  });

  it('takes the earlier of two overlapping booked shifts', async () => {
    const someone = await person(t, 'Sid', Role.TYPIST);
    const now = t.clock.now();
    const late = await shiftAt(t.db, now, 3, { hours: 4 });
    const early = await shiftAt(t.db, now, 2, { hours: 4 });
    await bookedBy(t.db, late, someone.id, now);
    await bookedBy(t.db, early, someone.id, now);
    expect(await currentShiftOf(t.db, someone.id, new Date(now.getTime() + 4 * HOUR_MS))).toBe(
      early,
    );
  });
});
