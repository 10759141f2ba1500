import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { SHIFT_CAPACITY_MAX } from '@portal/contracts/common/limits';
import { errorTexts, type ApiFieldError } from '@portal/contracts/common/errors';
import { shiftTexts } from '@portal/contracts/shift/texts';
import type { ShiftView } from '@portal/contracts/shift/schema';
import { shiftBookings, shifts } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { person, type Person } from '../project/test-fixtures.ts';
import { asPerson, bookedBy, shiftAt, shiftOf } from './test-fixtures.ts';

// The clock starts on Monday 2 March 2026, 09:00 UTC (winter: UK time is UTC).
const t = setupTestApp();
const at = (iso: string) => Date.parse(iso) / 1000;

let admin: Person;
let superAdmin: Person;
let typist: Person;
let proofreader: Person;
let client: Person;

beforeAll(async () => {
  admin = await person(t, 'Ada', Role.ADMIN);
  superAdmin = await person(t, 'Sam', Role.SUPER_ADMIN);
  typist = await person(t, 'Tina', Role.TYPIST);
  proofreader = await person(t, 'Paul', Role.PROOFREADER);
  client = await person(t, 'Carl');
});

const create = (who: Person, payload: Record<string, unknown>) =>
  asPerson(t.app, who, 'POST', '/v1/shift', payload);
const fieldsOf = (response: { json<T>(): T }) => response.json<ApiFieldError[]>();

describe('planning a shift', () => {
  it('takes the date and times on the UK clock and keeps them in UTC', async () => {
    const winter = await create(admin, {
      date: '2026-03-10',
      start_time: '09:00',
      end_time: '13:00',
      capacity: 3,
    });
    expect(winter.statusCode).toBe(200);
    expect(shiftOf(winter)).toEqual({
      id: expect.any(Number),
      startsAt: at('2026-03-10T09:00:00Z'),
      endsAt: at('2026-03-10T13:00:00Z'),
      audience: 'typist',
      capacity: 3,
      booked: 0,
      capacityLeft: 3,
      bookedByMe: false,
      bookings: [],
    });
    const summer = await create(superAdmin, {
      date: '2026-07-10',
      start_time: '09:00',
      duration: 90,
      capacity: 0,
      audience: 'proofreader',
    });
    expect(shiftOf(summer)).toMatchObject({
      startsAt: at('2026-07-10T08:00:00Z'),
      endsAt: at('2026-07-10T09:30:00Z'),
      audience: 'proofreader',
      capacity: 0,
    });
  });

  it('ends a night shift the next morning, across the change of the clocks', async () => {
    const night = await create(admin, {
      date: '2026-10-24',
      start_time: '22:00',
      end_time: '06:00',
      capacity: 2,
    });
    // 22:00 BST to 06:00 GMT: nine hours.
    expect(shiftOf(night)).toMatchObject({
      startsAt: at('2026-10-24T21:00:00Z'),
      endsAt: at('2026-10-25T06:00:00Z'),
    });
  });

  it.each([
    [{ end_time: '10:00', duration: 60 }, 'end_time', shiftTexts.endOrDuration],
    [{}, 'end_time', errorTexts.required],
    [{ end_time: '09:15' }, 'end_time', shiftTexts.length],
    [{ duration: 15 }, 'duration', 'Must be at least 30'],
    [{ duration: 721 }, 'duration', 'Must be at most 720'],
    [{ end_time: '22:00' }, 'end_time', shiftTexts.length],
    [{ end_time: '10:00', capacity: -1 }, 'capacity', 'Must be at least 0'],
    [{ end_time: '10:00', capacity: SHIFT_CAPACITY_MAX + 1 }, 'capacity', 'Must be at most 100'],
    [{ end_time: '10:00', capacity: 1.5 }, 'capacity', 'Must be an int'],
    [{ end_time: '10:00', capacity: '' }, 'capacity', 'Must be a number'],
    [{ end_time: '10:00', capacity: 'many' }, 'capacity', 'Must be a number'],
    [{ end_time: '25:00' }, 'end_time', 'Must be a time (HH:mm)'],
    [{ end_time: '10:00', date: '2026-02-30' }, 'date', 'Must be a date (YYYY-MM-DD)'],
    [{ end_time: '10:00', date: '2026-03-01' }, 'start_time', shiftTexts.startsInThePast],
    [{ end_time: '10:00', date: '2026-03-02' }, 'start_time', shiftTexts.startsInThePast],
    [{ end_time: '10:00', date: '2027-03-10' }, 'date', shiftTexts.tooFarAhead],
  ])('refuses %o: 422 on %s', async (change, field, message) => {
    const before = await t.db.select().from(shifts);
    const response = await create(admin, {
      date: '2026-03-11',
      start_time: '09:00',
      capacity: 3,
      ...change,
    });
    expect(response.statusCode).toBe(422);
    expect(fieldsOf(response)).toContainEqual({ field, message });
    expect(await t.db.select().from(shifts)).toEqual(before);
  });

  it('accepts a capacity sent as form text, as the portal sends it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/shift',
      headers: { ...admin.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'date=2026-03-12&start_time=14:00&end_time=18:00&capacity=5',
    });
    expect(shiftOf(response)).toMatchObject({ capacity: 5, capacityLeft: 5 });
  });

  it.each([
    ['a typist', () => typist],
    ['a proofreader', () => proofreader],
    ['a client', () => client],
  ])('is refused to %s', async (_, who) => {
    const response = await create(who(), {
      date: '2026-03-11',
      start_time: '09:00',
      end_time: '10:00',
      capacity: 3,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: errorTexts.unauthorized });
  });
});

describe('changing a shift', () => {
  const modify = (who: Person, id: number, payload: Record<string, unknown>) =>
    asPerson(t.app, who, 'PUT', `/v1/shift/modify/${id}`, payload);

  it('moves it to another date at the same UK time and length', async () => {
    const id = shiftOf(
      await create(admin, { date: '2026-03-20', start_time: '09:00', duration: 240, capacity: 2 }),
    ).id;
    const moved = await modify(admin, id, { date: '2026-04-03' });
    expect(shiftOf(moved)).toMatchObject({
      startsAt: at('2026-04-03T08:00:00Z'),
      endsAt: at('2026-04-03T12:00:00Z'),
      capacity: 2,
    });
    const later = await modify(superAdmin, id, { start_time: '10:00', end_time: '12:00' });
    expect(shiftOf(later)).toMatchObject({
      startsAt: at('2026-04-03T09:00:00Z'),
      endsAt: at('2026-04-03T11:00:00Z'),
    });
  });

  it('never lowers the capacity below the places booked', async () => {
    const id = await shiftAt(t.db, t.clock.now(), 48, { capacity: 3 });
    const [one, two] = [await person(t, 'One', Role.TYPIST), await person(t, 'Two', Role.TYPIST)];
    await bookedBy(t.db, id, one.id, t.clock.now());
    await bookedBy(t.db, id, two.id, t.clock.now());
    const refused = await modify(admin, id, { capacity: 1 });
    expect(refused.statusCode).toBe(422);
    expect(fieldsOf(refused)).toEqual([
      { field: 'capacity', message: shiftTexts.capacityBelowBookings(2) },
    ]);
    expect(shiftOf(await modify(admin, id, { capacity: 2 }))).toMatchObject({
      capacity: 2,
      booked: 2,
      capacityLeft: 0,
    });
    expect(shiftOf(await modify(admin, id, { capacity: 10 }))).toMatchObject({ capacityLeft: 8 });
  });

  it('does not move a shift into the past', async () => {
    const id = await shiftAt(t.db, t.clock.now(), 48);
    const response = await modify(admin, id, { date: '2026-03-01' });
    expect(fieldsOf(response)).toEqual([
      { field: 'start_time', message: shiftTexts.startsInThePast },
    ]);
  });

  it('answers 404 for a shift nobody has, and 403 to a typist', async () => {
    const unknown = await modify(admin, 999_999, { capacity: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: shiftTexts.notFound });
    const id = await shiftAt(t.db, t.clock.now(), 48);
    expect((await modify(typist, id, { capacity: 1 })).statusCode).toBe(403);
  });
});

describe('removing a shift', () => {
  it('removes it with its bookings (admins only)', async () => {
    const id = await shiftAt(t.db, t.clock.now(), 24);
    await bookedBy(t.db, id, typist.id, t.clock.now());
    expect((await asPerson(t.app, typist, 'DELETE', `/v1/shift/${id}`)).statusCode).toBe(403);
    expect((await asPerson(t.app, admin, 'DELETE', `/v1/shift/${id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(shifts).where(eq(shifts.id, id))).toEqual([]);
    expect(await t.db.select().from(shiftBookings).where(eq(shiftBookings.shiftId, id))).toEqual(
      [],
    );
    const again = await asPerson(t.app, admin, 'DELETE', `/v1/shift/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: shiftTexts.notFound });
  });
});

describe('reading the shifts of a week', () => {
  const week = (who: Person, query: string) => asPerson(t.app, who, 'GET', `/v1/shift?${query}`);
  const idsOf = (response: { json<T>(): T }) =>
    response.json<{ result: ShiftView[] }>().result.map((shift) => shift.id);

  let monday: number;
  let sundayNight: number;
  let nextMonday: number;
  let proofreading: number;

  beforeAll(async () => {
    const plan = async (date: string, start_time: string, audience = 'typist') =>
      shiftOf(await create(admin, { date, start_time, duration: 60, capacity: 2, audience })).id;
    // The week of the spring change: Monday 23 March to Sunday 29 March.
    monday = await plan('2026-03-23', '00:00');
    sundayNight = await plan('2026-03-29', '23:30');
    nextMonday = await plan('2026-03-30', '00:00');
    proofreading = await plan('2026-03-24', '09:00', 'proofreader');
    await bookedBy(t.db, monday, typist.id, t.clock.now());
  });

  it('gives a typist the typist shifts starting that UK week, marking theirs', async () => {
    const response = await week(typist, 'date=2026-03-23&interval=week');
    expect(idsOf(response)).toEqual([monday, sundayNight]);
    const [mine, other] = response.json<{ result: ShiftView[] }>().result;
    expect(mine).toMatchObject({ bookedByMe: true, booked: 1, capacityLeft: 1 });
    expect(mine).not.toHaveProperty('bookings');
    expect(other).toMatchObject({ bookedByMe: false, booked: 0 });
    // Sunday 23:30 BST is 22:30 UTC; Monday 00:00 BST is still Sunday 23:00 UTC.
    expect(other?.startsAt).toBe(at('2026-03-29T22:30:00Z'));
    expect(idsOf(await week(typist, 'date=2026-03-30&interval=day'))).toEqual([nextMonday]);
  });

  it('gives a proofreader the proofreader shifts', async () => {
    expect(idsOf(await week(proofreader, 'date=2026-03-23'))).toEqual([proofreading]);
  });

  it('shows admins every shift and, when asked, who booked it', async () => {
    const response = await week(admin, 'date=2026-03-23&interval=week&expand=bookings');
    expect(idsOf(response)).toEqual([monday, proofreading, sundayNight]);
    expect(response.json<{ result: ShiftView[] }>().result[0]?.bookings).toEqual([
      {
        userId: typist.id,
        name: 'Tina Tester',
        email: typist.email,
        bookedAt: t.clock.now().getTime() / 1000,
      },
    ]);
  });

  it('keeps who booked from typists and every shift from clients', async () => {
    const expanded = await week(typist, 'date=2026-03-23&expand=bookings');
    expect(expanded.statusCode).toBe(403);
    expect(expanded.json()).toEqual({ message: shiftTexts.bookingsForAdmins });
    expect((await week(client, 'date=2026-03-23')).statusCode).toBe(403);
    expect((await asPerson(t.app, client, 'GET', '/v1/shift/list')).statusCode).toBe(403);
  });

  it('needs a date', async () => {
    const response = await week(typist, 'interval=week');
    expect(fieldsOf(response)).toEqual([{ field: 'date', message: errorTexts.required }]);
  });
});

describe('the feature flags', () => {
  it('refuse proofreaders while proofreader shifts are off, and typists while shifts are off', async () => {
    const app = await t.build({ featureOverrides: { proofreaderShifts: false } });
    const list = await asPerson(app, proofreader, 'GET', '/v1/shift/list');
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ message: shiftTexts.proofreaderBookingClosed });
    expect((await asPerson(app, typist, 'GET', '/v1/shift/list')).statusCode).toBe(200);
    const id = await shiftAt(t.db, t.clock.now(), 24, { audience: 'proofreader' });
    expect((await asPerson(app, proofreader, 'PUT', `/v1/shift/book/${id}`)).statusCode).toBe(403);
    const closed = await t.build({ featureOverrides: { shifts: false } });
    const refused = await asPerson(closed, typist, 'GET', '/v1/shift?date=2026-03-23');
    expect(refused.json()).toEqual({ message: shiftTexts.bookingClosed });
    expect((await asPerson(closed, admin, 'GET', '/v1/shift?date=2026-03-23')).statusCode).toBe(
      200,
    );
  });
});
