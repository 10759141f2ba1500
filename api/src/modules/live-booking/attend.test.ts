import { eq } from 'drizzle-orm';
import { liveBookingTexts as texts } from '@portal/contracts/live-booking/texts';
import type { LiveBooking } from '@portal/contracts/live-booking/schema';
import { liveSessions } from '../../db/schema.ts';
import { setupTestApp } from '../../test/helper.ts';
import { jobCast, orderedMedia, type JobCast } from '../job/test-fixtures.ts';
import { type Person } from '../project/test-fixtures.ts';
import {
  assignNoteTaker,
  booked,
  businessClient,
  hoursFromNow,
  liveService,
  moveSession,
  payOnAccount,
} from './test-fixtures.ts';

const t = setupTestApp();
let cast: JobCast;
let client: Person;
let serviceId: number;
let day = 2;

beforeAll(async () => {
  cast = await jobCast(t);
  client = await businessClient(t, 'Clara');
  serviceId = await liveService(t);
});

const attend = (who: { headers: Record<string, string> }, id: number) =>
  t.app.inject({ method: 'PUT', url: `/v1/media/attend/${id}`, headers: who.headers });

/** A paid session whose notes job cast.typist takes, started half an hour ago. */
async function startedSession(): Promise<number> {
  const [session] = await booked(t, client, serviceId, [
    { meeting_date: hoursFromNow(t, 24 * day++) },
  ]);
  const id = session?.id ?? 0;
  await payOnAccount(t, client);
  await assignNoteTaker(t, id, cast.typist.id);
  await moveSession(t, id, -0.5);
  return id;
}

describe('PUT /v1/media/attend/{id}', () => {
  test('the note-taker marks the meeting attended; marking again keeps the first mark', async () => {
    const id = await startedSession();

    const first = await attend(cast.typist, id);
    t.clock.advance(60_000);
    const again = await attend(cast.admin, id);

    const at = Math.floor(t.clock.now().getTime() / 1000) - 60;
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id, attendedAt: at, attendedBy: cast.typist.id });
    expect(again.json()).toEqual(first.json());
    const view = await t.app.inject({ url: `/v1/live-booking/${id}`, headers: client.headers });
    expect(view.json<LiveBooking>()).toMatchObject({ attendedAt: at, noteTakerId: cast.typist.id });
  });

  test('an admin marks it too', async () => {
    const id = await startedSession();
    const response = await attend(cast.superAdmin, id);
    expect(response.json()).toMatchObject({ id, attendedBy: cast.superAdmin.id });
  });

  test('before the meeting starts, a 409; nothing kept', async () => {
    const id = await startedSession();
    await moveSession(t, id, 1);

    const response = await attend(cast.typist, id);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: texts.notStarted });
    const [row] = await t.db.select().from(liveSessions).where(eq(liveSessions.mediaId, id));
    expect(row?.attendedAt).toBeNull();
  });

  test('a session not paid for yet is a 409 for an admin', async () => {
    const [session] = await booked(t, client, serviceId, [
      { meeting_date: hoursFromNow(t, 24 * day++) },
    ]);
    await moveSession(t, session?.id ?? 0, -0.5);

    const response = await attend(cast.admin, session?.id ?? 0);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: texts.notOrdered });
    await t.app.inject({ method: 'PUT', url: '/v1/cart/empty', headers: client.headers });
  });

  test("another typist's session, or a media that is no live session, is a 404", async () => {
    const id = await startedSession();
    const upload = await orderedMedia(t, client.id);

    expect((await attend(cast.otherTypist, id)).statusCode).toBe(404);
    expect((await attend(cast.admin, upload.id)).statusCode).toBe(404);
  });
});
