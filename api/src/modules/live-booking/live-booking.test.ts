import { count, eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { liveBookingTexts as texts } from '@portal/contracts/live-booking/texts';
import type { CartView } from '@portal/contracts/cart/schema';
import type { LiveBooking } from '@portal/contracts/live-booking/schema';
import { jobs, liveSessions, media, services } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { person, project, type Person } from '../project/test-fixtures.ts';
import {
  book,
  booked,
  businessClient,
  hoursFromNow,
  liveService,
  moveSession,
  payOnAccount,
  sessionInput,
} from './test-fixtures.ts';

const t = setupTestApp();
let client: Person;
let otherClient: Person;
let admin: Person;
let serviceId: number;
let ivbId: number;
// Each test books on days of its own, so the sessions of one never crowd another's.
let day = 2;
const nextDay = () => hoursFromNow(t, 24 * day++);

beforeAll(async () => {
  client = await businessClient(t, 'Clara');
  otherClient = await businessClient(t, 'Olga');
  admin = await person(t, 'Admin', Role.ADMIN);
  serviceId = await liveService(t);
  const [ivb] = await t.db.select().from(services).where(eq(services.shortName, 'IVB'));
  ivbId = ivb?.id ?? 0;
});

const sessionCount = async () => (await t.db.select({ n: count() }).from(liveSessions))[0]?.n ?? 0;
const cartOf = async (who: Person) =>
  (await t.app.inject({ url: '/v1/cart', headers: who.headers })).json<CartView>();

describe('POST /v1/live-booking', () => {
  test("puts each session in the client's cart as a live media priced by the engine", async () => {
    const start = nextDay();
    const sessions = await booked(t, client, serviceId, [
      { meeting_date: start },
      {
        meeting_date: start + 7200,
        meeting_duration_hours: 0,
        meeting_duration_minutes: 30,
        po_number: 'PO-7',
      },
    ]);

    // An hour and half an hour of a service priced as IVB's 7 days: £1.10 a minute, VAT 20%.
    expect(sessions).toEqual([
      expect.objectContaining({
        clientId: client.id,
        status: 'uploaded',
        meetingTitle: 'Board meeting',
        meetingDate: start,
        meetingEnd: start + 3600,
        duration: 3600,
        meetingLink: 'https://meet.example/board',
        meetingAgenda: 'Budget\nHiring',
        meetingAttendees: [{ attendeeName: 'Ann Lee', jobTitle: 'Chair' }],
        currency: 'GBP',
        fullPrice: 6600,
        price: 6600,
        grossPrice: 7920,
        noteTakerId: null,
        attendedAt: null,
      }),
      expect.objectContaining({ duration: 1800, price: 3300, poNumber: 'PO-7' }),
    ]);
    const cart = await cartOf(client);
    expect(cart.mediaList.map((item) => item.id)).toEqual(
      expect.arrayContaining(sessions.map((session) => session.id)),
    );
    expect(cart.mediaList.find((item) => item.id === sessions[0]?.id)).toMatchObject({
      serviceOptions: { id: serviceId, turnaround: 86_400, speakers: '1' },
      extraFields: { meetingTitle: 'Board meeting', meetingAgenda: 'Budget\nHiring' },
    });
    await t.app.inject({ method: 'PUT', url: '/v1/cart/empty', headers: client.headers });
  });

  test("an admin books for a client: the sessions are the client's, in the client's cart", async () => {
    const response = await book(t, admin, {
      client_id: otherClient.id,
      transcription_service_id: serviceId,
      bookings: [sessionInput(t, { meeting_date: nextDay() })],
    });

    expect(response.statusCode).toBe(200);
    const [session] = response.json<{ bookings: LiveBooking[] }>().bookings;
    expect(session?.clientId).toBe(otherClient.id);
    expect((await cartOf(otherClient)).mediaList.map((item) => item.id)).toContain(session?.id);
    await t.app.inject({ method: 'PUT', url: '/v1/cart/empty', headers: otherClient.headers });
  });

  test('an add-on (extra modifier) is priced in; one the service lacks is refused', async () => {
    const [session] = await booked(t, client, serviceId, [{ meeting_date: nextDay() }]);
    const withAddOn = await book(t, client, {
      transcription_service_id: serviceId,
      extra_modifiers: { difficult_audio: true },
      bookings: [sessionInput(t, { meeting_date: nextDay() })],
    });
    const unknown = await book(t, client, {
      transcription_service_id: serviceId,
      extra_modifiers: { fast_food: true },
      bookings: [sessionInput(t, { meeting_date: nextDay() })],
    });

    // Difficult audio adds 20%.
    expect(withAddOn.json<{ bookings: LiveBooking[] }>().bookings[0]?.price).toBe(
      Math.round((session?.price ?? 0) * 1.2),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual([
      { field: 'extra_modifiers[fast_food]', message: 'This add-on is not available' },
    ]);
    await t.app.inject({ method: 'PUT', url: '/v1/cart/empty', headers: client.headers });
  });

  type Case = [string, () => Record<string, unknown>, number, string, string];
  const one = (fields: Record<string, unknown>) => () => ({
    transcription_service_id: serviceId,
    bookings: [sessionInput(t, { meeting_date: nextDay(), ...fields })],
  });
  const symbol = (s: string) => `This symbol cannot be used here: ${s}`;
  const cases: Case[] = [
    [
      'a meeting in the past',
      one({ meeting_date: hoursFromNow(t, -1) }),
      422,
      'bookings[0][meeting_date]',
      texts.inThePast,
    ],
    [
      'notes wanted before the meeting is over',
      () => {
        const start = nextDay();
        return one({ meeting_date: start, media_due: start + 3599 })();
      },
      422,
      'bookings[0][media_due]',
      'Date should be greater',
    ],
    [
      'no length',
      one({ meeting_duration_hours: 0, meeting_duration_minutes: 0 }),
      422,
      'bookings[0][meeting_duration_minutes]',
      texts.duration,
    ],
    [
      'more than 8 hours',
      one({ meeting_duration_hours: 8, meeting_duration_minutes: 1 }),
      422,
      'bookings[0][meeting_duration_minutes]',
      texts.duration,
    ],
    [
      'absurd hours',
      one({ meeting_duration_hours: 1000 }),
      422,
      'bookings[0][meeting_duration_hours]',
      texts.duration,
    ],
    [
      'minutes past 59',
      one({ meeting_duration_minutes: 75 }),
      422,
      'bookings[0][meeting_duration_minutes]',
      texts.duration,
    ],
    [
      'a link that is no URL',
      one({ meeting_link: 'meet me at noon' }),
      422,
      'bookings[0][meeting_link]',
      texts.meetingLink,
    ],
    [
      'a script for a link',
      one({ meeting_link: 'javascript:alert(1)' }),
      422,
      'bookings[0][meeting_link]',
      texts.meetingLink,
    ],
    [
      'an ftp link',
      one({ meeting_link: 'ftp://files.example/x' }),
      422,
      'bookings[0][meeting_link]',
      texts.meetingLink,
    ],
    [
      '< in the agenda',
      one({ meeting_agenda: 'Item <b>one</b>' }),
      422,
      'bookings[0][meeting_agenda]',
      symbol('<'),
    ],
    [
      '> in the title',
      one({ meeting_title: 'Board > all' }),
      422,
      'bookings[0][meeting_title]',
      symbol('>'),
    ],
    [
      '< in an attendee',
      one({ meeting_attendees: [{ attendee_name: '<Ann>', job_title: '' }] }),
      422,
      'bookings[0][meeting_attendees][0][attendee_name]',
      symbol('<'),
    ],
    ['no title', one({ meeting_title: '  ' }), 422, 'bookings[0][meeting_title]', 'Required'],
    [
      'no sessions',
      () => ({ transcription_service_id: serviceId, bookings: [] }),
      422,
      'bookings',
      texts.noSessions,
    ],
    [
      'an unknown service',
      () => ({ ...one({})(), transcription_service_id: 999_999 }),
      422,
      'transcription_service_id',
      texts.notStreaming,
    ],
    [
      'a service that is not live',
      () => ({ ...one({})(), transcription_service_id: ivbId }),
      422,
      'transcription_service_id',
      texts.notStreaming,
    ],
  ];

  test.each(cases)(
    '%s: a 422 naming the field, nothing booked',
    async (_case, payload, status, field, message) => {
      const before = await sessionCount();

      const response = await book(t, client, payload());

      expect(response.statusCode).toBe(status);
      expect(response.json<unknown[]>()).toContainEqual({ field, message });
      expect(await sessionCount()).toBe(before);
    },
  );

  test('a project of another client, or none, is a 404: nothing booked', async () => {
    const theirs = await project(t.db, otherClient.id, 'Their meetings');
    const before = await sessionCount();

    const other = await book(t, client, one({ project_id: theirs.id })());
    const missing = await book(t, client, one({ project_id: 999_999 })());

    expect([other.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(await sessionCount()).toBe(before);
  });

  test("the client's own project keeps its sessions", async () => {
    const own = await project(t.db, client.id, 'Board meetings');
    const [session] = await booked(t, client, serviceId, [
      { meeting_date: nextDay(), project_id: own.id },
    ]);
    expect(session?.projectId).toBe(own.id);
    await t.app.inject({ method: 'PUT', url: '/v1/cart/empty', headers: client.headers });
  });

  test('a client booking for another client is refused (403), nothing booked', async () => {
    const before = await sessionCount();

    const response = await book(t, client, { ...one({})(), client_id: otherClient.id });

    expect(response.statusCode).toBe(403);
    expect(await sessionCount()).toBe(before);
  });

  test('an admin must name a client, and a client it is', async () => {
    const none = await book(t, admin, one({})());
    const staff = await book(t, admin, { ...one({})(), client_id: admin.id });

    for (const response of [none, staff]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual([{ field: 'client_id', message: texts.chooseClient }]);
    }
  });
});

describe('checkout of live sessions', () => {
  test('makes each session an order with a notes job over its length, due after the meeting', async () => {
    const start = nextDay();
    const [session] = await booked(t, client, serviceId, [{ meeting_date: start }]);

    const response = await payOnAccount(t, client);

    expect(response.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(media)
      .where(eq(media.id, session?.id ?? 0));
    expect(row).toMatchObject({ status: 'ordered', price: 6600, grossPrice: 7920 });
    // The notes are due a day (the turnaround) after the meeting ends.
    expect(row?.deadline).toEqual(new Date((start + 3600 + 86_400) * 1000));
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.mediaId, session?.id ?? 0)),
    ).toEqual([
      expect.objectContaining({ type: 'notes', start: 0, end: 3600, status: 'available' }),
    ]);
  });
});

describe('GET and PUT /v1/live-booking/{id}', () => {
  const view = (who: Person, id: number) =>
    t.app.inject({ url: `/v1/live-booking/${id}`, headers: who.headers });
  const edit = (who: Person, id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/v1/live-booking/${id}`, headers: who.headers, payload });

  afterEach(async () => {
    await t.app.inject({ method: 'PUT', url: '/v1/cart/empty', headers: client.headers });
  });

  test("the client reads their own session; another client's is a 404", async () => {
    const [session] = await booked(t, client, serviceId, [{ meeting_date: nextDay() }]);

    expect((await view(client, session?.id ?? 0)).json()).toEqual(session);
    expect((await view(otherClient, session?.id ?? 0)).statusCode).toBe(404);
  });

  test('lists the client’s sessions, the latest first', async () => {
    const [early, late] = await booked(t, client, serviceId, [
      { meeting_date: nextDay() },
      { meeting_date: nextDay() },
    ]);
    const response = await t.app.inject({ url: '/v1/live-booking', headers: client.headers });
    const ids = response.json<{ result: LiveBooking[] }>().result.map((item) => item.id);
    expect(ids.indexOf(late?.id ?? 0)).toBeLessThan(ids.indexOf(early?.id ?? 0));
  });

  test('before payment, the client changes the details and the length, priced again', async () => {
    const [session] = await booked(t, client, serviceId, [{ meeting_date: nextDay() }]);
    const start = nextDay();

    const response = await edit(client, session?.id ?? 0, {
      meeting_title: 'Board meeting (moved)',
      meeting_date: start,
      meeting_duration_hours: 2,
      meeting_duration_minutes: 0,
      meeting_link: 'http://meet.example/moved',
      meeting_attendees: [],
      po_number: null,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      meetingTitle: 'Board meeting (moved)',
      meetingDate: start,
      duration: 7200,
      meetingLink: 'http://meet.example/moved',
      meetingAgenda: 'Budget\nHiring',
      meetingAttendees: [],
      price: 13_200,
    });
  });

  test('once paid, the time and the link change but not the length (409)', async () => {
    const [session] = await booked(t, client, serviceId, [{ meeting_date: nextDay() }]);
    await payOnAccount(t, client);
    const id = session?.id ?? 0;
    const start = nextDay();

    const moved = await edit(client, id, {
      meeting_date: start,
      meeting_link: 'https://x.example/y',
    });
    const longer = await edit(client, id, {
      meeting_duration_hours: 2,
      meeting_duration_minutes: 0,
    });

    expect(moved.statusCode).toBe(200);
    const [row] = await t.db.select().from(media).where(eq(media.id, id));
    expect(row?.deadline).toEqual(new Date((start + 3600 + 86_400) * 1000));
    expect(longer.statusCode).toBe(409);
    expect(longer.json()).toMatchObject({ message: texts.paidLength });
  });

  test('a meeting that has started can no longer be changed (409)', async () => {
    const [session] = await booked(t, client, serviceId, [{ meeting_date: nextDay() }]);
    await moveSession(t, session?.id ?? 0, -0.5);

    const response = await edit(client, session?.id ?? 0, { meeting_title: 'Late' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: texts.started });
  });

  test('a new time is held to the rules; bad input changes nothing', async () => {
    const [session] = await booked(t, client, serviceId, [{ meeting_date: nextDay() }]);
    const id = session?.id ?? 0;

    const soon = await edit(client, id, { meeting_date: hoursFromNow(t, 2) });
    const half = await edit(client, id, { meeting_duration_hours: 2 });
    const link = await edit(client, id, { meeting_link: 'data:text/html,hi' });

    expect(soon.json()).toEqual([{ field: 'meeting_date', message: texts.tooSoon }]);
    expect(half.json()).toEqual([
      { field: 'meeting_duration_minutes', message: texts.durationPair },
    ]);
    expect(link.statusCode).toBe(422);
    expect((await view(client, id)).json()).toEqual(session);
  });

  test('the notes cannot be wanted before the meeting is over, even once it moves', async () => {
    const [session] = await booked(t, client, serviceId, [{ meeting_date: nextDay() }]);
    const id = session?.id ?? 0;
    const end = session?.meetingEnd ?? 0;
    const greater = [{ field: 'media_due', message: 'Date should be greater' }];

    const early = await edit(client, id, { media_due: end });
    const due = await edit(client, id, { media_due: end + 86_400 });
    const later = await edit(client, id, { meeting_date: end + 86_400 });

    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual(greater);
    expect(due.json()).toMatchObject({ mediaDue: end + 86_400 });
    expect(later.json()).toEqual(greater);
    expect((await view(client, id)).json()).toEqual(due.json());
  });
});

describe('the live note-taking flag', () => {
  const one = () => ({ transcription_service_id: serviceId, bookings: [sessionInput(t)] });

  test('off, every live route is a 404', async () => {
    const off = await t.build({ featureOverrides: { liveNotetaking: false } });
    const calls = [
      { method: 'POST' as const, url: '/v1/live-booking', payload: one() },
      { method: 'GET' as const, url: '/v1/live-booking' },
      { method: 'GET' as const, url: '/v1/live-booking/1' },
      { method: 'PUT' as const, url: '/v1/live-booking/1', payload: {} },
      {
        method: 'GET' as const,
        url: `/v1/media/capacity-checker?start=${nextDay()}&duration=3600`,
      },
      { method: 'PUT' as const, url: '/v1/media/attend/1' },
    ];
    for (const call of calls)
      expect((await off.inject({ ...call, headers: client.headers })).statusCode).toBe(404);
  });
});
