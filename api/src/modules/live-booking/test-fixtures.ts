import { and, eq } from 'drizzle-orm';
import { Role } from '@portal/contracts/policy/roles';
import type { LiveBooking } from '@portal/contracts/live-booking/schema';
import { jobs, liveSessions, services, users } from '../../db/schema.ts';
import type { TestContext } from '../../test/helper.ts';
import { person, type Person } from '../project/test-fixtures.ts';

/**
 * A live note-taking service (streaming), made from the seeded IVB with one turnaround of a day
 * at no surcharge: the catalogue has none, and the engine prices it as IVB's 7 days (£1.10 a
 * minute for one speaker).
 */
export async function liveService(t: TestContext, shortName = 'LNT'): Promise<number> {
  const [ivb] = await t.db.select().from(services).where(eq(services.shortName, 'IVB'));
  if (!ivb) throw new Error('The test database has no catalogue');
  const { id: _id, ...copy } = ivb;
  const now = t.clock.now();
  const [row] = await t.db
    .insert(services)
    .values({
      ...copy,
      name: `Live note-taking ${shortName}`,
      shortName,
      streaming: true,
      turnaround: {
        '86400': { label: '24 hours', status: 'active', position: 0, adjustment: { percent: 0 } },
      },
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: services.id });
  if (!row) throw new Error('The live service was not made');
  return row.id;
}

/** A client with a business account, signed in. */
export async function businessClient(t: TestContext, name: string): Promise<Person> {
  const client = await person(t, name, Role.CLIENT);
  await t.db.update(users).set({ isBusinessAccount: true }).where(eq(users.id, client.id));
  return client;
}

/** Unix seconds, `hours` from the test clock's now. */
export const hoursFromNow = (t: TestContext, hours: number) =>
  Math.floor(t.clock.now().getTime() / 1000) + Math.round(hours * 3600);

/** One session of the booking form, an hour long, two days ahead unless told otherwise. */
export const sessionInput = (t: TestContext, fields: Record<string, unknown> = {}) => ({
  meeting_title: 'Board meeting',
  meeting_date: hoursFromNow(t, 48),
  meeting_duration_hours: 1,
  meeting_duration_minutes: 0,
  meeting_link: 'https://meet.example/board',
  meeting_agenda: 'Budget\nHiring',
  meeting_attendees: [{ attendee_name: 'Ann Lee', job_title: 'Chair' }],
  ...fields,
});

/** POST /v1/live-booking as `who`. */
export const book = (
  t: TestContext,
  who: Pick<Person, 'headers'>,
  payload: Record<string, unknown>,
) => t.app.inject({ method: 'POST', url: '/v1/live-booking', headers: who.headers, payload });

/** Books the sessions for a client as themself, expecting them booked. */
export async function booked(
  t: TestContext,
  client: Pick<Person, 'headers'>,
  serviceId: number,
  sessions: Record<string, unknown>[],
): Promise<LiveBooking[]> {
  const response = await book(t, client, {
    transcription_service_id: serviceId,
    bookings: sessions.map((fields) => sessionInput(t, fields)),
  });
  if (response.statusCode !== 200) throw new Error(`Not booked: ${response.body}`);
  return response.json<{ bookings: LiveBooking[] }>().bookings;
}

/** The client's cart paid on their business account, expecting the order made. */
export async function payOnAccount(t: TestContext, client: Pick<Person, 'headers'>) {
  const cart = await t.app.inject({ url: '/v1/cart', headers: client.headers });
  return t.app.inject({
    method: 'POST',
    url: '/v1/payment',
    headers: client.headers,
    payload: { provider: 'business_account', order_id: cart.json<{ id: number }>().id },
  });
}

/** Moves a session so it starts `hours` from now (negative: it has started), keeping its length. */
export async function moveSession(t: TestContext, mediaId: number, hours: number) {
  const [session] = await t.db.select().from(liveSessions).where(eq(liveSessions.mediaId, mediaId));
  if (!session) throw new Error('No such session');
  const startsAt = new Date(t.clock.now().getTime() + hours * 3_600_000);
  const length = session.endsAt.getTime() - session.startsAt.getTime();
  await t.db
    .update(liveSessions)
    .set({ startsAt, endsAt: new Date(startsAt.getTime() + length) })
    .where(eq(liveSessions.mediaId, mediaId));
}

/** The typist made the note-taker of the session's notes job. */
export const assignNoteTaker = (t: TestContext, mediaId: number, typistId: number) =>
  t.db
    .update(jobs)
    .set({ typistId, status: 'assigned' })
    .where(and(eq(jobs.mediaId, mediaId), eq(jobs.type, 'notes')));
