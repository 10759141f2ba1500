import { count, eq } from 'drizzle-orm';
import { LIVE_MIN_NOTICE_SECONDS } from '@portal/contracts/common/limits';
import { Role } from '@portal/contracts/policy/roles';
import { liveBookingTexts as texts } from '@portal/contracts/live-booking/texts';
import type { Capacity } from '@portal/contracts/live-booking/schema';
import { liveSessions, media, orders, users } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { person, type Person } from '../project/test-fixtures.ts';
import {
  assignNoteTaker,
  book,
  booked,
  businessClient,
  hoursFromNow,
  liveService,
  moveSession,
  payOnAccount,
  sessionInput,
} from './test-fixtures.ts';

/**
 * The overlap and too-soon rules (client spec section 5) at their edges, under concurrent
 * bookings and again at checkout, with at most two sessions configured to run at once.
 */
const t = setupTestApp({ liveMaxOverlappingSessions: 2 });
let ann: Person;
let bob: Person;
let serviceId: number;
// Each test books on days of its own, so the sessions of one never crowd another's.
let day = 2;
const nextDay = () => hoursFromNow(t, 24 * day++);
const overlapText = texts.tooManyOverlapping(2);

beforeAll(async () => {
  ann = await businessClient(t, 'Ann');
  bob = await businessClient(t, 'Bob');
  serviceId = await liveService(t);
});

afterEach(async () => {
  for (const who of [ann, bob])
    await t.app.inject({ method: 'PUT', url: '/v1/cart/empty', headers: who.headers });
});

const sessionCount = async () => (await t.db.select({ n: count() }).from(liveSessions))[0]?.n ?? 0;
const bookAt = (who: Person, meeting_date: number, fields: Record<string, unknown> = {}) =>
  book(t, who, {
    transcription_service_id: serviceId,
    bookings: [sessionInput(t, { meeting_date, ...fields })],
  });

describe('no more than the configured number of overlapping sessions', () => {
  test('exactly that many at once is fine; one more is refused with the spec text', async () => {
    const start = nextDay();
    await booked(t, ann, serviceId, [{ meeting_date: start }]);

    const second = await bookAt(bob, start + 1800);
    const third = await bookAt(bob, start + 1800);

    expect(second.statusCode).toBe(200);
    expect(third.statusCode).toBe(422);
    expect(third.json()).toEqual([{ field: 'bookings[0][meeting_date]', message: overlapText }]);
    expect(overlapText).toBe('There should be no more than 2 overlapping sessions');
  });

  test('sessions that only touch, or overlap without running at one moment, do not count', async () => {
    const start = nextDay();
    // 10:00-11:00 and 11:30-12:30; a 10:30-12:00 session meets each, never both at once.
    await booked(t, ann, serviceId, [{ meeting_date: start }, { meeting_date: start + 5400 }]);

    const between = await bookAt(bob, start + 1800, { meeting_duration_minutes: 30 });
    // 09:00-10:00 ends as the first starts.
    const before = await bookAt(bob, start - 3600);

    expect([between.statusCode, before.statusCode]).toEqual([200, 200]);
  });

  test("one booking's own sessions count against each other, and nothing of it is booked", async () => {
    const start = nextDay();
    const sessions = await sessionCount();

    const response = await book(t, ann, {
      transcription_service_id: serviceId,
      bookings: [0, 600, 1200].map((offset) => sessionInput(t, { meeting_date: start + offset })),
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'bookings[2][meeting_date]', message: overlapText }]);
    expect(await sessionCount()).toBe(sessions);
  });

  test('a session taken out of its cart frees its place', async () => {
    const start = nextDay();
    await booked(t, ann, serviceId, [{ meeting_date: start }, { meeting_date: start }]);
    expect((await bookAt(bob, start)).statusCode).toBe(422);

    await t.app.inject({ method: 'PUT', url: '/v1/cart/empty', headers: ann.headers });

    expect((await bookAt(bob, start)).statusCode).toBe(200);
  });

  test('two clients booking the last free place at once: one wins, the other hears why', async () => {
    const start = nextDay();
    await booked(t, ann, serviceId, [{ meeting_date: start }]);
    const sessions = await sessionCount();

    const answers = await Promise.all([bookAt(ann, start), bookAt(bob, start)]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422);
    expect(refused?.json()).toEqual([{ field: 'bookings[0][meeting_date]', message: overlapText }]);
    expect(await sessionCount()).toBe(sessions + 1);
  });
});

describe('a session too soon', () => {
  const notice = LIVE_MIN_NOTICE_SECONDS / 3600;

  test('exactly the notice ahead is fine; a minute less is refused', async () => {
    const exactly = await bookAt(ann, hoursFromNow(t, notice));
    const aMinuteLess = await bookAt(ann, hoursFromNow(t, notice) - 60);

    expect(exactly.statusCode).toBe(200);
    expect(aMinuteLess.statusCode).toBe(422);
    expect(aMinuteLess.json()).toEqual([
      { field: 'bookings[0][meeting_date]', message: texts.tooSoon },
    ]);
  });
});

describe('checkout checks the sessions again', () => {
  const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

  test('a cart left until its session is too soon is refused, nothing ordered', async () => {
    const [session] = await booked(t, ann, serviceId, [{ meeting_date: nextDay() }]);
    await moveSession(t, session?.id ?? 0, 2);
    const ordersBefore = await orderCount();

    const response = await payOnAccount(t, ann);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'media_list[0]', message: texts.tooSoon }]);
    expect(await orderCount()).toBe(ordersBefore);
    const [row] = await t.db
      .select()
      .from(media)
      .where(eq(media.id, session?.id ?? 0));
    expect(row?.status).toBe('uploaded');
  });

  test('fewer sessions allowed since booking: the cart over the number is refused', async () => {
    const start = nextDay();
    await booked(t, ann, serviceId, [{ meeting_date: start }]);
    await booked(t, bob, serviceId, [{ meeting_date: start }]);
    const stricter = await t.build({ liveMaxOverlappingSessions: 1 });
    const cart = await stricter.inject({ url: '/v1/cart', headers: bob.headers });

    const response = await stricter.inject({
      method: 'POST',
      url: '/v1/payment',
      headers: bob.headers,
      payload: { provider: 'business_account', order_id: cart.json<{ id: number }>().id },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([
      { field: 'media_list[0]', message: texts.tooManyOverlapping(1) },
    ]);
  });

  test('a cart within the rules is ordered', async () => {
    await booked(t, ann, serviceId, [{ meeting_date: nextDay() }]);
    expect((await payOnAccount(t, ann)).statusCode).toBe(200);
  });
});

describe('GET /v1/media/capacity-checker', () => {
  const capacity = (query: string, who: Person = ann) =>
    t.app.inject({ url: `/v1/media/capacity-checker?${query}`, headers: who.headers });

  test('answers the sessions running at once and the note-takers free', async () => {
    const noteTaker = await person(t, 'Nina', Role.TYPIST);
    const idle = await person(t, 'Ivan', Role.TYPIST);
    for (const typist of [noteTaker, idle])
      await t.db
        .update(users)
        .set({ trainedIn: [{ shortName: 'LNT' }] })
        .where(eq(users.id, typist.id));
    const start = nextDay();
    const [session] = await booked(t, ann, serviceId, [{ meeting_date: start }]);
    await payOnAccount(t, ann);
    await assignNoteTaker(t, session?.id ?? 0, noteTaker.id);

    const during = await capacity(`start=${start}&duration=3600&service_id=${serviceId}`);
    const after = await capacity(`start=${start + 3600}&end=${start + 7200}`);

    expect(during.json<Capacity>()).toEqual({
      start,
      end: start + 3600,
      overlappingSessions: 1,
      maxOverlappingSessions: 2,
      available: true,
      freeNoteTakers: 1,
    });
    expect(after.json<Capacity>()).toMatchObject({
      overlappingSessions: 0,
      available: true,
      freeNoteTakers: 2,
    });
  });

  test('full when the number runs at once; a span is needed, of a live service', async () => {
    const start = nextDay();
    await booked(t, ann, serviceId, [{ meeting_date: start }, { meeting_date: start }]);

    const full = await capacity(`start=${start + 600}&duration=600`);
    const noSpan = await capacity(`start=${start}`);
    const notLive = await capacity(`start=${start}&duration=600&service_id=1`);

    expect(full.json()).toMatchObject({ overlappingSessions: 2, available: false });
    expect(noSpan.json()).toEqual([{ field: 'duration', message: texts.capacitySpan }]);
    expect(notLive.json()).toEqual([{ field: 'service_id', message: texts.notStreaming }]);
  });
});
