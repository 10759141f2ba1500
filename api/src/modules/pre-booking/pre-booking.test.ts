import { eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import { preBookingTexts as texts } from '@portal/contracts/pre-booking/texts';
import type { PreBooking } from '@portal/contracts/pre-booking/schema';
import { media, preBookings } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { callsAs, jobCast, mediaRow, orderedMedia, type JobCast } from '../job/test-fixtures.ts';
import { activeServiceId } from './test-fixtures.ts';
import { person } from '../project/test-fixtures.ts';

const t = setupTestApp();
const calls = callsAs(t);
let cast: JobCast;
let serviceId: number;

beforeAll(async () => {
  cast = await jobCast(t);
  serviceId = await activeServiceId(t);
});

const inDays = (days: number) => Math.floor(t.clock.now().getTime() / 1000) + days * 86_400;

const create = (payload: Record<string, unknown>, who = cast.admin) =>
  t.app.inject({ method: 'POST', url: '/v1/pre-booking', headers: who.headers, payload });
const update = (id: number, payload: Record<string, unknown>, who = cast.admin) =>
  calls.put(who, `/v1/pre-booking/${id}`, payload);

async function booked(payload: Record<string, unknown> = {}): Promise<PreBooking> {
  const response = await create({
    client_id: cast.client.id,
    service_id: serviceId,
    expected_minutes: 90,
    expected_at: inDays(3),
    notes: 'Ten interviews, two speakers each.',
    ...payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json<PreBooking>();
}

const preBookingCount = async () => (await t.db.select().from(preBookings)).length;

describe('POST /v1/pre-booking', () => {
  test('holds time for the client: a short id, booked, no media yet', async () => {
    const made = await booked();
    expect(made).toMatchObject({
      shortId: expect.stringMatching(/^[2-9A-HJ-NP-Z]{8}$/),
      clientId: cast.client.id,
      clientName: 'Clara Tester',
      serviceId,
      expectedMinutes: 90,
      expectedAt: inDays(3),
      notes: 'Ten interviews, two speakers each.',
      status: 'booked',
      mediaIds: [],
    });
  });

  test.each([
    [
      'a staff member as the client',
      () => ({ client_id: cast.typist.id }),
      'client_id',
      texts.notClient,
    ],
    ['an unknown service', () => ({ service_id: 999_999 }), 'service_id', texts.unknownService],
    [
      'a time already past',
      () => ({ expected_at: inDays(-1) }),
      'expected_at',
      texts.expectedInThePast,
    ],
    ['no minutes', () => ({ expected_minutes: 0 }), 'expected_minutes', texts.minutes],
    [
      'a < in the notes',
      () => ({ notes: 'See <b>me</b>' }),
      'notes',
      'This symbol cannot be used here: <',
    ],
  ])('%s is a 422 naming the field, nothing made', async (_case, change, field, message) => {
    const before = await preBookingCount();
    const response = await create({
      client_id: cast.client.id,
      service_id: serviceId,
      expected_minutes: 60,
      expected_at: inDays(2),
      ...change(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(expect.arrayContaining([{ field, message }]));
    expect(await preBookingCount()).toBe(before);
  });
});

describe('GET /v1/pre-booking', () => {
  test('the soonest expected first, by short id, client name and status', async () => {
    const other = await person(t, 'Olga', Role.CLIENT);
    const later = await booked({ expected_at: inDays(20) });
    const sooner = await booked({ client_id: other.id, expected_at: inDays(1) });
    const list = async (query: string) =>
      (await calls.get(cast.admin, `/v1/pre-booking?${query}`)).json<{
        result: PreBooking[];
        total: number;
      }>();
    const ids = (await list('page_size=100')).result.map((item) => item.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect((await list(`short_id=${later.shortId.slice(2, 6).toLowerCase()}`)).result).toEqual([
      later,
    ]);
    expect((await list('client_name=olga')).result.map((item) => item.id)).toEqual([sooner.id]);
    await update(sooner.id, { status: 'cancelled' });
    expect((await list('status[]=cancelled')).result.map((item) => item.id)).toEqual([sooner.id]);
  });
});

describe('PUT /v1/pre-booking/{id}', () => {
  test("receives the client's media against it; the grid finds them by its short id", async () => {
    const made = await booked();
    const [first, second] = [
      await orderedMedia(t, cast.client.id),
      await orderedMedia(t, cast.client.id),
    ];
    const received = await update(made.id, {
      media_ids: [first!.id, second!.id],
      status: 'received',
    });
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({
      status: 'received',
      mediaIds: [first!.id, second!.id],
    });

    const grid = await calls.get(cast.admin, `/v1/media?pre_booking_short_id=${made.shortId}`);
    expect(
      grid
        .json()
        .result.map((row: { id: number }) => row.id)
        .sort(),
    ).toEqual([first!.id, second!.id].sort());
    expect(grid.json().result[0].preBookingShortId).toBe(made.shortId);
    // The edit dialog's candidates: the client's own media.
    const candidates = (clientId: number) =>
      calls.get(
        cast.admin,
        `/v1/media?client_id=${clientId}&status[]=ordered&status[]=assigned&status[]=in-progress` +
          '&status[]=done&status[]=returned&page_size=100&sort=createdAt&order=desc',
      );
    const theirs = await candidates(cast.client.id);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().result.map((row: { id: number }) => row.id)).toEqual(
      expect.arrayContaining([first!.id, second!.id]),
    );
    expect((await candidates(cast.typist.id)).json().total).toBe(0);

    // A new list replaces the old: the first is let go.
    await update(made.id, { media_ids: [second!.id] });
    expect((await mediaRow(t.db, first!.id))?.preBookingId).toBeNull();
    expect((await mediaRow(t.db, second!.id))?.preBookingId).toBe(made.id);
  });

  test("another client's media, or a stale version, is refused and nothing changes", async () => {
    const made = await booked();
    const other = await person(t, 'Oscar', Role.CLIENT);
    const theirs = await orderedMedia(t, other.id);
    const refused = await update(made.id, { media_ids: [theirs.id], status: 'received' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual([
      { field: 'media_ids[0]', message: texts.notTheClientsMedia(theirs.id) },
    ]);
    const stale = await update(made.id, { status: 'cancelled', updated_at: made.updatedAt - 1 });
    expect(stale.statusCode).toBe(409);
    const [row] = await t.db.select().from(preBookings).where(eq(preBookings.id, made.id));
    expect(row?.status).toBe('booked');
    expect((await mediaRow(t.db, theirs.id))?.preBookingId).toBeNull();
  });

  test('an unknown pre-booking is a 404', async () => {
    expect((await update(999_999, { status: 'cancelled' })).statusCode).toBe(404);
  });
});

describe('PUT /v1/pre-booking/bulk-update', () => {
  test('each item on its own: the good ones change, each refusal under its item', async () => {
    const [first, second] = [await booked(), await booked()];
    const response = await calls.put(cast.restrictedAdmin, '/v1/pre-booking/bulk-update', {
      items: [
        { id: first.id, status: 'cancelled' },
        { id: second.id, expected_at: inDays(-2) },
        { id: 999_999, status: 'received' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { items } = response.json<{
      items: { id: number; status: number; errors: unknown[]; preBooking: PreBooking | null }[];
    }>();
    expect(items.map(({ id, status }) => [id, status])).toEqual([
      [first.id, 200],
      [second.id, 422],
      [999_999, 404],
    ]);
    expect(items[0]?.preBooking?.status).toBe('cancelled');
    expect(items[1]?.errors).toEqual([{ field: 'expected_at', message: texts.expectedInThePast }]);
    expect(items[2]?.errors).toEqual([{ message: texts.notFound }]);
    const [kept] = await t.db.select().from(preBookings).where(eq(preBookings.id, second.id));
    expect(kept?.expectedAt.getTime()).toBe(second.expectedAt * 1000);
  });

  test('an item twice is refused whole', async () => {
    const made = await booked();
    const response = await calls.put(cast.admin, '/v1/pre-booking/bulk-update', {
      items: [
        { id: made.id, status: 'cancelled' },
        { id: made.id, status: 'received' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual([{ field: 'items', message: texts.duplicateItem }]);
  });
});

describe('DELETE /v1/pre-booking/{id}', () => {
  test('removes it; its media stay, received against nothing', async () => {
    const made = await booked();
    const item = await orderedMedia(t, cast.client.id);
    await update(made.id, { media_ids: [item.id] });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/v1/pre-booking/${made.id}`,
      headers: cast.admin.headers,
    });
    expect(gone.statusCode).toBe(204);
    const [row] = await t.db.select().from(media).where(eq(media.id, item.id));
    expect(row?.preBookingId).toBeNull();
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/v1/pre-booking/${made.id}`,
      headers: cast.admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });
});
