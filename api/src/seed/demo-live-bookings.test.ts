import { asc, count, eq } from 'drizzle-orm';
import { addPortalDays, fromPortalTime, portalTime } from '@portal/contracts/common/portal-time';
import type { LiveBooking } from '@portal/contracts/live-booking/schema';
import { cartMedia, jobs, liveSessions, orders, projects, users } from '../db/schema.ts';
import { bearer, setupTestApp, startTestSession } from '../test/helper.ts';
import {
  DEMO_LIVE_PROJECT_TITLE,
  demoLiveSessions,
  seedDemoLiveBookings,
} from './demo-live-bookings.ts';
import { DEMO_LIVE_SERVICE, seedDemoServices } from './demo-services.ts';
import { seedDemoAccounts } from './seed.ts';

const t = setupTestApp();
let seeded: boolean[];
let unflagged: boolean;

beforeAll(async () => {
  await seedDemoAccounts(t.db, t.clock.now());
  await seedDemoServices(t.db, t.clock.now());
  const flags = t.app.deps.featureFlags;
  unflagged = await seedDemoLiveBookings({
    ...t.app.deps,
    featureFlags: { ...flags, liveNotetaking: false },
  });
  // Two instances starting together: one books, the other finds the sessions there.
  seeded = await Promise.all([seedDemoLiveBookings(t.app.deps), seedDemoLiveBookings(t.app.deps)]);
});

const userByEmail = async (email: string) => {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`No ${email}`);
  return row;
};
const headersOf = async (email: string) =>
  bearer(await startTestSession(t.app, await userByEmail(email)));
const sessionCount = async () => (await t.db.select({ n: count() }).from(liveSessions))[0]?.n;

/** The demo client's sessions as the API lists them, the earliest first. */
async function clientSessions(): Promise<LiveBooking[]> {
  const response = await t.app.inject({
    url: '/v1/live-booking',
    headers: await headersOf('client@demo.test'),
  });
  return response.json<{ result: LiveBooking[] }>().result.reverse();
}

test('made once, and only with live note-taking on', async () => {
  expect(unflagged).toBe(false);
  expect(seeded.filter(Boolean)).toEqual([true]);
  expect(await sessionCount()).toBe(2);
  expect(await seedDemoLiveBookings(t.app.deps)).toBe(false);
  expect(await sessionCount()).toBe(2);
});

test("the demo client's two sessions in the coming days, paid, in their project", async () => {
  const client = await userByEmail('client@demo.test');
  const today = portalTime(t.clock.now()).date;
  const sessions = await clientSessions();
  const [project] = await t.db
    .select()
    .from(projects)
    .where(eq(projects.title, DEMO_LIVE_PROJECT_TITLE));

  expect(sessions).toEqual(
    demoLiveSessions.map((session) => {
      const start = fromPortalTime(addPortalDays(today, session.daysAhead), session.start);
      return expect.objectContaining({
        clientId: client.id,
        projectId: project?.id,
        meetingTitle: session.title,
        meetingDate: start.getTime() / 1000,
        duration: session.hours * 3600 + session.minutes * 60,
        meetingLink: session.link,
        currency: 'GBP',
      });
    }),
  );
  expect(sessions.map((session) => session.status)).toEqual(['assigned', 'ordered']);
  expect(project?.ownerId).toBe(client.id);
  const [order] = await t.db.select().from(orders).where(eq(orders.userId, client.id));
  expect(order).toMatchObject({ paymentType: 'pre_paid', currency: 'GBP' });
  expect(order?.grossPrice).toBe(sessions.reduce((sum, s) => sum + (s.grossPrice ?? 0), 0));
  expect(await t.db.select().from(cartMedia)).toEqual([]);
});

test('the first session has the demo typist as note-taker, the second waits for one', async () => {
  const typist = await userByEmail('typist@demo.test');
  const [assigned, open] = await clientSessions();
  const notes = await t.db.select().from(jobs).orderBy(asc(jobs.mediaId));

  expect(typist.trainedIn).toContainEqual({ shortName: DEMO_LIVE_SERVICE });
  expect(notes).toEqual([
    expect.objectContaining({ mediaId: assigned?.id, type: 'notes', typistId: typist.id }),
    expect.objectContaining({ mediaId: open?.id, type: 'notes', typistId: null }),
  ]);
  expect([assigned?.noteTakerId, open?.noteTakerId]).toEqual([typist.id, null]);
  expect(notes.map((job) => job.status)).toEqual(['assigned', 'available']);
  // Assigned days ahead, the note-taker's notes are still due after the meeting, not before it.
  expect(notes[0]?.deadline?.getTime()).toBeGreaterThan((assigned?.meetingEnd ?? 0) * 1000);
});
